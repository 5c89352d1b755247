import { expect, test } from 'vitest'
import { mockSignature } from '../adapter/mockAdapter.js'
import { walletConnect } from '../pairing/walletConnect.js'
import { createSignInKit } from '../test/createSignInKit.js'
import { evmAddress } from '../test/createTestKit.js'
import type { PairingCacao } from '../types/pairing.js'
import { cacaoToSession, createPairingAuthenticate } from './pairingAuthenticate.js'
import { parseRecapResource } from './recap/parseRecapResource.js'
import { getSignInState } from './signInState.js'

// the kit side of one-click sign-in, with the mock eip155 adapter writing and verifying
// messages; the flow over a relay with the real wallet is in adapters-evm's oneClick.test.ts

// a relay that is never reached: pairing only starts on connect
const pairing = () => walletConnect({ relayUrl: 'ws://127.0.0.1:9' })

async function setup() {
  const { kit } = createSignInKit({ walletConnect: pairing() })
  await kit.ready
  const auth = await createPairingAuthenticate(kit)
  if (!auth) throw new Error('expected one-click sign-in to apply')
  return { kit, auth }
}

/** the CACAO a wallet returns for `request`, signed with the mock adapter's scheme */
function cacaoFor(
  kit: Awaited<ReturnType<typeof setup>>['kit'],
  request: Awaited<ReturnType<typeof setup>>['auth']['request'],
  patch: Partial<PairingCacao['p']> = {},
): PairingCacao {
  const p = {
    iss: `did:pkh:eip155:1:${evmAddress}`,
    domain: request.domain,
    aud: request.uri,
    version: '1',
    nonce: request.nonce,
    iat: new Date().toISOString(),
    resources: [...(request.resources ?? [])],
    ...patch,
  }
  const { message } = cacaoToSession(kit, { h: { t: 'caip122' }, p, s: { t: 'eip191', s: '0x' } })
  return { h: { t: 'caip122' }, p, s: { t: 'eip191', s: mockSignature(evmAddress, message) } }
}

test('default: the request carries a section 5 recap last; a signed CACAO is kept', async () => {
  const { kit, auth } = await setup()
  expect(auth.request).toMatchObject({
    domain: 'app.example',
    uri: 'https://app.example',
    chains: ['eip155:1', 'eip155:42161'],
  })
  const recap = parseRecapResource(auth.request.resources!.at(-1)!)
  expect(Object.keys(recap.att)).toEqual(['eip155'])
  expect(recap.att.eip155).toHaveProperty('request/personal_sign', [{}])
  await auth.verify([cacaoFor(kit, auth.request)])
  const [session] = await kit.options.siwx!.getSessions({
    networkId: 'eip155:1',
    address: evmAddress,
  })
  expect(session?.data).toMatchObject({ domain: 'app.example', networkId: 'eip155:1' })
  expect(session?.data.statement).toMatch(/^I further authorize the stated URI/)
})

test('behavior: a forged signature, another nonce, a bad recap or issuer is refused', async () => {
  const { kit, auth } = await setup()
  const forged = {
    ...cacaoFor(kit, auth.request),
    s: { t: 'eip191', s: mockSignature(evmAddress, 'x') },
  }
  const badRecap = `urn:recap:${btoa('{"att":{"eip155":{"request/personal_sign":[]}}}').replace(/=+$/, '')}`
  const refusals = await Promise.all(
    [
      [forged],
      [cacaoFor(kit, auth.request, { nonce: 'another0nonce000' })],
      [
        // refused before any message is written
        { ...forged, p: { ...forged.p, resources: [badRecap, ...(forged.p.resources ?? [])] } },
      ],
      [
        {
          ...cacaoFor(kit, auth.request),
          p: { ...cacaoFor(kit, auth.request).p, iss: 'did:pkh:solana:x:y' },
        },
      ],
    ].map((cacaos) =>
      auth.verify(cacaos).then(
        () => 'accepted',
        (e: Error) => e.name,
      ),
    ),
  )
  expect(refusals).toEqual([
    'SiwxVerificationError',
    'SiwxVerificationError',
    'InvalidRecapError',
    'SiwxVerificationError',
  ])
  expect(
    await kit.options.siwx!.getSessions({ networkId: 'eip155:1', address: evmAddress }),
  ).toEqual([])
  expect(getSignInState(kit).status).not.toBe('signed')
})

test('behavior: not without sign-in', async () => {
  const { kit } = createSignInKit({ walletConnect: pairing(), siwx: undefined })
  expect(await createPairingAuthenticate(kit)).toBeUndefined()
})
