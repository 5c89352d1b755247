import { expect, test } from 'vitest'
import { connect } from '../actions/connect.js'
import { formatMockSiwxMessage, mockSignature } from '../adapter/mockAdapter.js'
import { arbitrum, mainnet } from '../networks/evm.js'
import { solana } from '../networks/solana.js'
import { walletConnect } from '../pairing/walletConnect.js'
import { createSignInKit, settle } from '../test/createSignInKit.js'
import { evmAddress } from '../test/createTestKit.js'
import type { SiwxMessageData } from '../types/adapter.js'
import {
  completePairingSignIn,
  createPairingSignInRequest,
  isPairingSignInAvailable,
} from './pairingSignIn.js'
import { getSignInState } from './signInState.js'

// a relay that is never reached: pairing only starts on connect
const pairing = () => walletConnect({ relayUrl: 'ws://127.0.0.1:9' })

test('default', async () => {
  const { kit } = createSignInKit({ walletConnect: pairing() })
  expect(isPairingSignInAvailable(kit)).toBe(true)
  const request = await createPairingSignInRequest(kit)
  expect(request).toEqual({
    domain: 'app.example',
    uri: 'https://app.example',
    version: '1',
    nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
    issuedAt: expect.any(String),
    // the active network first, then the others
    chains: ['eip155:1', 'eip155:42161'],
  })
})

test('behavior: only with a pairing client, sign-in, and every network on eip155', async () => {
  expect(isPairingSignInAvailable(createSignInKit().kit)).toBe(false)
  const mixed = createSignInKit({
    walletConnect: pairing(),
    networks: [mainnet, arbitrum, solana],
  })
  expect(isPairingSignInAvailable(mixed.kit)).toBe(false)
  expect(await createPairingSignInRequest(mixed.kit)).toBeUndefined()
  const { kit } = createSignInKit({ walletConnect: pairing(), siwx: undefined })
  expect(isPairingSignInAvailable(kit)).toBe(false)
})

function pairedSession(data: Partial<SiwxMessageData> = {}) {
  const fields: SiwxMessageData = {
    domain: 'app.example',
    uri: 'https://app.example',
    version: '1',
    nonce: 'abcdef0123456789',
    issuedAt: new Date().toISOString(),
    networkId: 'eip155:1',
    accountAddress: evmAddress,
    ...data,
  }
  const message = formatMockSiwxMessage(fields)
  return { data: fields, message, signature: mockSignature(fields.accountAddress, message) }
}

// the authenticate request the kit sent: what a wallet's answer is checked against
const request = {
  domain: 'app.example',
  uri: 'https://app.example',
  version: '1',
  nonce: 'abcdef0123456789',
  issuedAt: new Date().toISOString(),
  chains: ['eip155:1' as const],
}

test('behavior: a session from the pairing signs the account in and closes the sign view', async () => {
  const { kit } = createSignInKit({ walletConnect: pairing() })
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  await settle()
  expect(kit.$view.get()).toBe('SIWXSignMessage')
  const session = pairedSession()
  await completePairingSignIn(kit, session, request)
  expect(getSignInState(kit).status).toBe('signed')
  expect(getSignInState(kit).session).toEqual(session)
  expect(kit.$open.get()).toBe(false)
  expect(
    await kit.options.siwx?.getSessions({ networkId: 'eip155:1', address: evmAddress }),
  ).toEqual([session])
})

test('behavior: a session for another account is kept, the state left alone', async () => {
  const { kit } = createSignInKit({ walletConnect: pairing() })
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  await settle()
  await completePairingSignIn(kit, pairedSession({ networkId: 'eip155:42161' }), request)
  expect(getSignInState(kit).status).toBe('unsigned')
  expect(kit.$open.get()).toBe(true)
})

test('behavior: a pairing session that does not verify is refused', async () => {
  const { kit } = createSignInKit({ walletConnect: pairing() })
  const forged = { ...pairedSession(), signature: mockSignature(evmAddress, 'something else') }
  await expect(
    completePairingSignIn(kit, forged, request),
  ).rejects.toThrowErrorMatchingInlineSnapshot(
    `[SiwxVerificationError: The sign-in signature could not be verified]`,
  )
  expect(
    await kit.options.siwx?.getSessions({ networkId: 'eip155:1', address: evmAddress }),
  ).toEqual([])
  const plain = createSignInKit({ siwx: undefined })
  await expect(
    completePairingSignIn(plain.kit, forged, request),
  ).rejects.toThrowErrorMatchingInlineSnapshot(`[SiwxNotEnabledError: SIWX is not enabled]`)
})

test('behavior: a validly signed session for another domain or nonce than requested is refused', async () => {
  const { kit } = createSignInKit({ walletConnect: pairing() })
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  await settle()
  // each is signed by the account: only the comparison with the request can refuse it
  for (const session of [
    pairedSession({ domain: 'evil.example' }),
    pairedSession({ nonce: 'replayed00000000' }),
    pairedSession({ uri: 'https://evil.example' }),
  ])
    await expect(completePairingSignIn(kit, session, request)).rejects.toThrow(
      'The sign-in signature could not be verified',
    )
  expect(getSignInState(kit).status).toBe('unsigned')
  expect(
    await kit.options.siwx?.getSessions({ networkId: 'eip155:1', address: evmAddress }),
  ).toEqual([])
})
