import { expect, test } from 'vitest'
import { formatMockSiwxMessage, mockSignature } from '../adapter/mockAdapter.js'
import { SignatureDeclinedError, SiwxVerificationError } from '../errors/signIn.js'
import { mainnet } from '../networks/evm.js'
import { solana } from '../networks/solana.js'
import { createSiwx } from '../siwx/createSiwx.js'
import { getSignInState } from '../siwx/signInState.js'
import { createMemoryDriver } from '../storage/createMemoryDriver.js'
import { createSignInKit, settle, site } from '../test/createSignInKit.js'
import { createTestKit, evmAddress, evmAddress2, solanaAddress } from '../test/createTestKit.js'
import type { SiwxConfig } from '../types/siwx.js'
import { connect } from './connect.js'
import { signIn } from './signIn.js'
import { switchNetwork } from './switchNetwork.js'

const status = (kit: Parameters<typeof getSignInState>[0]) => getSignInState(kit).status

async function connected(parameters: Parameters<typeof createSignInKit>[0] = {}) {
  const test = createSignInKit(parameters)
  await test.kit.ready
  await connect(test.kit, { connectorId: 'mock' })
  await settle()
  return test
}

test('default', async () => {
  const { kit, adapter, tracked } = await connected()
  // connected without a session: the sign view opens
  expect(status(kit)).toBe('unsigned')
  expect(kit.$open.get()).toBe(true)
  expect(kit.$view.get()).toBe('SIWXSignMessage')

  const session = await signIn(kit)
  expect(session.data).toEqual({
    domain: 'app.example',
    uri: 'https://app.example',
    version: '1',
    nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
    issuedAt: expect.any(String),
    networkId: 'eip155:1',
    accountAddress: evmAddress,
  })
  expect(Date.parse(session.data.issuedAt)).toBeGreaterThan(Date.now() - 5_000)
  // the adapter writes the message and the wallet signs it
  expect(session.message).toBe(formatMockSiwxMessage(session.data))
  expect(session.signature).toBe(mockSignature(evmAddress, session.message))
  expect(adapter.calls.map((c) => c.method)).toContain('siwx.verifyMessage')

  expect(status(kit)).toBe('signed')
  expect(getSignInState(kit).session).toEqual(session)
  expect(kit.$open.get()).toBe(false)
  expect(
    await kit.options.siwx?.getSessions({ networkId: 'eip155:1', address: evmAddress }),
  ).toEqual([session])
  expect(tracked().filter((e) => e.event.startsWith('SIWX'))).toEqual([
    { event: 'SIWX_AUTH_SUCCESS', properties: { network: 'eip155:1', isSmartAccount: false } },
  ])
})

test('behavior: a reload with a stored session stays signed in, with nothing opened', async () => {
  const driver = createMemoryDriver()
  const sessions = createMemoryDriver()
  const first = await connected({ driver, sessions })
  await signIn(first.kit)

  const reloaded = createSignInKit({ driver, sessions, mock: { authorized: ['mock'] } })
  await reloaded.kit.ready
  await settle()
  expect(reloaded.kit.$status.get()).toBe('connected')
  expect(status(reloaded.kit)).toBe('signed')
  expect(reloaded.kit.$open.get()).toBe(false)
})

test('behavior: a reload without a session opens the sign view', async () => {
  const driver = createMemoryDriver()
  await connected({ driver })
  const reloaded = createSignInKit({ driver, mock: { authorized: ['mock'] } })
  await reloaded.kit.ready
  await settle()
  expect(status(reloaded.kit)).toBe('unsigned')
  expect(reloaded.kit.$view.get()).toBe('SIWXSignMessage')
})

test('behavior: the wallet declines', async () => {
  const { kit, adapter, tracked } = await connected()
  adapter.setFailures({ signMessage: 'reject' })
  const error = await signIn(kit).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(SignatureDeclinedError)
  expect(error).toMatchObject({ cause: { code: 4001 } })
  // the view is shown again, with an error
  expect(kit.$open.get()).toBe(true)
  expect(kit.$view.get()).toBe('SIWXSignMessage')
  expect(kit.$toast.get()).toEqual({ open: true, variant: 'error', message: 'Signature declined' })
  expect(status(kit)).toBe('unsigned')
  expect(tracked().filter((e) => e.event.startsWith('SIWX'))).toEqual([
    { event: 'SIWX_AUTH_ERROR', properties: { network: 'eip155:1', isSmartAccount: false } },
  ])
  expect(
    await kit.options.siwx?.getSessions({ networkId: 'eip155:1', address: evmAddress }),
  ).toEqual([])
})

test('behavior: a smart account that declines is told the app might not support it', async () => {
  const { kit, adapter, tracked } = await connected({
    mock: { accounts: [{ namespace: 'eip155', address: evmAddress, type: 'smartAccount' }] },
  })
  adapter.setFailures({ signMessage: 'reject' })
  await expect(signIn(kit)).rejects.toThrowErrorMatchingInlineSnapshot(
    `[SmartAccountSignatureError: This application might not support Smart Accounts]`,
  )
  expect(kit.$toast.get()).toEqual({
    open: true,
    variant: 'error',
    message: 'This application might not support Smart Accounts',
  })
  expect(tracked().at(-1)).toEqual({
    event: 'SIWX_AUTH_ERROR',
    properties: { network: 'eip155:1', isSmartAccount: true },
  })
})

test('behavior: the modal closed meanwhile is opened again on failure', async () => {
  const { kit, adapter } = await connected()
  kit._internal.modal.setOpen(false)
  adapter.setFailures({ signMessage: 'reject' })
  await expect(signIn(kit)).rejects.toBeInstanceOf(SignatureDeclinedError)
  expect(kit.$open.get()).toBe(true)
  expect(kit.$history.get()).toEqual([{ view: 'SIWXSignMessage' }])
})

test('behavior: ConnectingSiwe gives way to the sign view on failure', async () => {
  const { kit, adapter } = await connected()
  kit._internal.router.replace({ view: 'ConnectingSiwe' })
  adapter.setFailures({ signMessage: 'reject' })
  await expect(signIn(kit)).rejects.toBeInstanceOf(SignatureDeclinedError)
  expect(kit.$history.get()).toEqual([{ view: 'SIWXSignMessage' }])
})

test('behavior: a signature that does not verify is declined and not kept', async () => {
  const { kit, adapter } = await connected()
  adapter.setFailures({ signMessage: 'wrongSignature' })
  const error = await signIn(kit).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(SignatureDeclinedError)
  expect(error).toMatchObject({ cause: expect.any(SiwxVerificationError) })
  expect(status(kit)).toBe('unsigned')
  expect(
    await kit.options.siwx?.getSessions({ networkId: 'eip155:1', address: evmAddress }),
  ).toEqual([])
})

test('behavior: verifySiwx is preferred, and its reason kept', async () => {
  const { kit, adapter } = await connected({ mock: { capabilities: ['siwx', 'verifySiwx'] } })
  adapter.setFailures({ signMessage: 'wrongSignature' })
  await expect(signIn(kit)).rejects.toMatchObject({
    cause: { name: 'SiwxVerificationError', details: 'the signature does not match the account' },
  })
  expect(adapter.calls.map((c) => c.method)).toContain('verifySiwx')
  expect(adapter.calls.map((c) => c.method)).not.toContain('siwx.verifyMessage')
})

function memorySiwx(overrides: Partial<SiwxConfig> = {}) {
  const kept: Parameters<SiwxConfig['addSession']>[0][] = []
  const config: SiwxConfig = {
    getNonce: async () => 'server-nonce-1',
    addSession: async (session) => {
      kept.push(session)
    },
    getSessions: async () => kept,
    revokeSession: async () => {
      kept.length = 0
    },
    getRequired: () => false,
    ...overrides,
  }
  return { siwx: createSiwx(config), kept }
}

test('parameters: a config with its own nonce, message fields and check', async () => {
  const { siwx, kept } = memorySiwx({
    createMessage: (data) => ({
      ...data,
      statement: 'Sign in to Test App',
      resources: ['https://app.example/terms'],
      requestId: 'r-1',
    }),
    verify: async (session) => session.data.nonce === 'server-nonce-1',
  })
  const { kit, adapter } = await connected({ siwx })
  const session = await signIn(kit)
  expect(session.data).toMatchObject({
    nonce: 'server-nonce-1',
    statement: 'Sign in to Test App',
    resources: ['https://app.example/terms'],
    requestId: 'r-1',
  })
  expect(session.message).toContain('Sign in to Test App')
  expect(kept).toEqual([session])
  // the config's own check replaces the adapter's
  expect(adapter.calls.map((c) => c.method)).not.toContain('siwx.verifyMessage')
})

test('behavior: the config refusing the session counts as declined', async () => {
  const { siwx } = memorySiwx({
    verify: async () => false,
  })
  const { kit } = await connected({ siwx })
  await expect(signIn(kit)).rejects.toBeInstanceOf(SignatureDeclinedError)
  const failing = memorySiwx({ addSession: () => Promise.reject(new Error('server said no')) })
  const other = await connected({ siwx: failing.siwx })
  await expect(signIn(other.kit)).rejects.toThrowErrorMatchingInlineSnapshot(`
    [SignatureDeclinedError: Signature declined

    Details: server said no]
  `)
})

test('behavior: sessions that cannot be read end the connection', async () => {
  const { siwx } = memorySiwx({ getSessions: () => Promise.reject(new Error('offline')) })
  const { kit } = await connected({ siwx })
  expect(kit.$status.get()).toBe('disconnected')
  expect(kit.$view.get()).toBe('Connect')
  expect(kit.$toast.get()).toEqual({
    open: true,
    variant: 'error',
    message: 'A problem occurred while trying initialize authentication',
  })
  expect(status(kit)).toBe('idle')
})

test('behavior: a nonce that cannot be had ends the connection', async () => {
  const { siwx } = memorySiwx({ getNonce: () => Promise.reject(new Error('offline')) })
  const { kit } = await connected({ siwx })
  await expect(signIn(kit)).rejects.toThrowErrorMatchingInlineSnapshot(`
    [SignInInitError: A problem occurred while trying initialize authentication

    Details: offline]
  `)
  expect(kit.$status.get()).toBe('disconnected')
  expect(kit.$view.get()).toBe('Connect')
  expect(kit.$toast.get().message).toBe('A problem occurred while trying initialize authentication')
})

test('behavior: a message without a domain or uri cannot start', async () => {
  const { kit } = await connected({ metadata: { name: 'No URL' } })
  await expect(signIn(kit)).rejects.toThrowErrorMatchingInlineSnapshot(`
    [SignInInitError: A problem occurred while trying initialize authentication

    Details: The sign-in message needs a domain, a uri or aud]
  `)
  expect(kit.$status.get()).toBe('disconnected')
})

test('behavior: an adapter that cannot write sign-in messages is left alone', async () => {
  const { kit } = await connected({ mock: { capabilities: [] } })
  expect(status(kit)).toBe('idle')
  expect(kit.$open.get()).toBe(false)
  await expect(signIn(kit)).rejects.toThrowErrorMatchingInlineSnapshot(`
    [SignInInitError: A problem occurred while trying initialize authentication

    Details: The eip155 adapter cannot write sign-in messages]
  `)
  expect(kit.$status.get()).toBe('disconnected')
})

test('behavior: an unsupported network opens no sign view', async () => {
  const { kit } = await connected({ mock: { failures: { connect: 'wrongChain' } } })
  expect(kit.$view.get()).toBe('UnsupportedChain')
  expect(status(kit)).toBe('idle')
  await expect(signIn(kit)).rejects.toThrowErrorMatchingInlineSnapshot(`
    [NoActiveNetworkError: No ActiveCaipNetwork or client found

    The wallet is on eip155:999999]
  `)
  // back on a supported network, sign-in is asked for
  await switchNetwork(kit, { networkId: 'eip155:1' })
  await settle()
  expect(status(kit)).toBe('unsigned')
  expect(kit.$view.get()).toBe('SIWXSignMessage')
})

test('behavior: another account or network needs its own session', async () => {
  const { kit, adapter } = await connected()
  await signIn(kit)
  adapter.changeAccounts([evmAddress2])
  await settle()
  expect(status(kit)).toBe('unsigned')
  expect(kit.$view.get()).toBe('SIWXSignMessage')
  // the first account's session is still there
  adapter.changeAccounts([evmAddress])
  await settle()
  expect(status(kit)).toBe('signed')
  await switchNetwork(kit, { networkId: 'eip155:42161' })
  await settle()
  expect(status(kit)).toBe('unsigned')
})

test('behavior: a disconnect leaves nothing to sign', async () => {
  const { kit, adapter } = await connected()
  adapter.endSession()
  await settle()
  expect(status(kit)).toBe('idle')
  expect(getSignInState(kit).session).toBeUndefined()
})

test('behavior: what sign-in needs, checked in order', async () => {
  const plain = createTestKit()
  await expect(signIn(plain.kit)).rejects.toThrowErrorMatchingInlineSnapshot(
    `[SiwxNotEnabledError: SIWX is not enabled]`,
  )
  expect(getSignInState(plain.kit).status).toBe('disabled')

  const { kit } = createSignInKit()
  await kit.ready
  await expect(signIn(kit)).rejects.toThrowErrorMatchingInlineSnapshot(
    `[NoActiveAddressError: No ActiveCaipAddress found]`,
  )

  // a namespace served without an adapter (a pairing session alone) has no client to sign with
  const bare = createSignInKit({ networks: [mainnet, solana] })
  const { connections, chains } = bare.kit._internal
  connections.update('solana', { status: 'connected' })
  chains.updateAccount('solana', { address: solanaAddress })
  chains.setActiveNamespace('solana')
  await expect(signIn(bare.kit)).rejects.toThrowErrorMatchingInlineSnapshot(`
    [NoConnectionClientError: No ConnectionController client found

    Namespace: solana]
  `)
  expect(bare.tracked()).toEqual([])
})

test('behavior: the domain falls back to the page', async () => {
  const location = { href: 'https://page.example:8443/app' }
  Object.assign(globalThis, { location })
  try {
    const { kit } = await connected({ metadata: { name: 'No URL' } })
    const session = await signIn(kit)
    expect(session.data).toMatchObject({
      domain: 'page.example:8443',
      uri: 'https://page.example:8443',
    })
  } finally {
    Reflect.deleteProperty(globalThis, 'location')
  }
  expect(site.url).toBe('https://app.example/welcome')
})

test('behavior: a wallet that signs in natively writes the message, which is verified as usual', async () => {
  const { kit, adapter } = await connected()
  const writer = adapter.capabilities.siwx
  if (!writer) throw new Error('no siwx capability')
  const asked: unknown[] = []
  writer.signIn = async ({ address, data }) => {
    asked.push(data)
    const message = formatMockSiwxMessage(data)
    return { message, signature: mockSignature(address, message) }
  }
  const session = await signIn(kit)
  expect(asked).toEqual([session.data])
  expect(session.message).toBe(formatMockSiwxMessage(session.data))
  expect(adapter.calls.map((c) => c.method)).not.toContain('signMessage')
  expect(status(kit)).toBe('signed')

  // a native sign-in that returns a message for another nonce is refused
  writer.signIn = async ({ address, data }) => {
    const message = formatMockSiwxMessage({ ...data, nonce: 'replayed0000' })
    return { message, signature: mockSignature(address, message) }
  }
  await expect(signIn(kit)).rejects.toThrow(SignatureDeclinedError)
})
