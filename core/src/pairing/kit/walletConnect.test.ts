import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { connectWalletConnect } from '../../actions/connectWalletConnect.js'
import { getPairingClient } from '../../actions/getPairingClient.js'
import { selectWallet } from '../../actions/selectWallet.js'
import { mockAdapter } from '../../adapter/mockAdapter.js'
import { createKit } from '../../kit/createKit.js'
import { destroyKit } from '../../kit/destroyKit.js'
import type { Kit } from '../../kit/types.js'
import { DEFAULT_RELAY_URL } from '../getRelayUrl.js'
import { stayOffline, TEST_PROJECT_ID, testNetworks } from '../test/fixtures.js'
import { walletConnect } from '../walletConnect.js'

// counts how often the provider module is evaluated, passing the real one through
const loads = vi.hoisted(() => ({ count: 0 }))
vi.mock('@walletconnect/universal-provider', async (importOriginal) => {
  loads.count++
  return importOriginal()
})

// nothing listens here, and nothing in this file may reach a relay
const NOWHERE = 'ws://127.0.0.1:9'
const networks = testNetworks('http://127.0.0.1:9')

let offline: ReturnType<typeof stayOffline>
const kits: Kit[] = []
beforeAll(() => {
  offline = stayOffline()
})
afterAll(() => {
  for (const kit of kits) destroyKit(kit)
  offline.restore()
  expect(offline.attempts).toEqual([])
})

function kit(options: Partial<Parameters<typeof createKit>[0]> = {}) {
  const created = createKit({ networks, logLevel: 'silent', isMobile: false, ...options })
  kits.push(created)
  return created
}

test('default: a relay URL turns pairing on, the project id being optional', async () => {
  const created = kit({ walletConnect: walletConnect({ relayUrl: NOWHERE, name: 'wc-on' }) })
  await created.ready
  expect(getPairingClient(created)).toBeDefined()
  expect(created._internal.pairing?.namespaces()).toEqual(['eip155', 'solana'])
})

test('behavior: the kit’s relay endpoint, or a project id alone (the public relay)', () => {
  const viaEndpoint = kit({
    endpoints: { relay: NOWHERE },
    walletConnect: walletConnect({ name: 'wc-endpoint' }),
  })
  expect(getPairingClient(viaEndpoint)).toBeDefined()
  const viaProject = kit({
    projectId: TEST_PROJECT_ID,
    walletConnect: walletConnect({ name: 'wc-project' }),
  })
  expect(getPairingClient(viaProject)).toBeDefined()
  // created only: the public relay is never contacted until a pairing starts
  expect(DEFAULT_RELAY_URL).toMatch(/^wss:\/\//)
})

test('behavior: without relay URL and project id, the WalletConnect options are hidden', async () => {
  const adapter = mockAdapter({
    namespace: 'eip155',
    accounts: ['0x00000000000000000000000000000000000000a1'],
  })
  const created = kit({ adapters: [adapter], walletConnect: walletConnect() })
  await created.ready
  expect(getPairingClient(created)).toBeUndefined()
  expect(created.$connectors.get().some((c) => c.type === 'WALLET_CONNECT')).toBe(false)
  await expect(connectWalletConnect(created)).rejects.toThrowErrorMatchingInlineSnapshot(`
    [ConnectionClientNotSetError: ConnectionController client not set

    WalletConnect is off: give createKit walletConnect() and a relay or project id]
  `)
  // choosing a wallet with no installed connector starts nothing
  selectWallet(created, { wallet: { id: 'trust', name: 'Trust Wallet' } })
  expect(created.$connections.get().eip155?.status).toBe('disconnected')
})

test('behavior: in development, a walletConnect() with no relay warns once how to fix it', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  try {
    kit({ logLevel: 'warn', walletConnect: walletConnect({ name: 'wc-warn' }) })
    expect(warn.mock.calls).toEqual([
      [
        expect.stringMatching(
          /^\[walletport\] walletConnect\(\) is on but has no relay.*`projectId`/,
        ),
      ],
    ])
    // turned off on purpose: nothing to warn about
    warn.mockClear()
    kit({
      logLevel: 'warn',
      projectId: TEST_PROJECT_ID,
      endpoints: { relay: false },
      walletConnect: walletConnect({ name: 'wc-warn-off' }),
    })
    expect(warn).not.toHaveBeenCalled()
  } finally {
    warn.mockRestore()
  }
})

test('behavior: endpoints.relay false turns pairing off even with a project id', async () => {
  const created = kit({
    projectId: TEST_PROJECT_ID,
    endpoints: { relay: false },
    walletConnect: walletConnect({ name: 'wc-relay-off' }),
  })
  await created.ready
  expect(getPairingClient(created)).toBeUndefined()
  expect(created.$connectors.get().some((c) => c.type === 'WALLET_CONNECT')).toBe(false)
  // a relay given to walletConnect() itself is still the site's own choice
  const own = kit({
    projectId: TEST_PROJECT_ID,
    endpoints: { relay: false },
    walletConnect: walletConnect({ relayUrl: NOWHERE, name: 'wc-relay-own' }),
  })
  expect(getPairingClient(own)).toBeDefined()
})

test('behavior: the option is validated', () => {
  expect(() =>
    walletConnect({ relayUrl: 'https://relay.example' }),
  ).toThrowErrorMatchingInlineSnapshot(`
    [InvalidOptionsError: Invalid kit options

    walletConnect.relayUrl: Expected a ws:// or wss:// URL, received https://relay.example]
  `)
  expect(() =>
    // @ts-expect-error not what walletConnect() returns
    kit({ walletConnect: { relayUrl: NOWHERE } }),
  ).toThrowErrorMatchingInlineSnapshot(`
    [InvalidOptionsError: Invalid kit options

    walletConnect.setup: Invalid key: Expected "setup" but received undefined]
  `)
})

test('behavior: a kit that never pairs never loads the WalletConnect provider', async () => {
  const without = kit()
  const withIt = kit({ walletConnect: walletConnect({ relayUrl: NOWHERE, name: 'wc-lazy' }) })
  await Promise.all([without.ready, withIt.ready])
  expect(getPairingClient(without)).toBeUndefined()
  expect(loads.count).toBe(0)
})

test('behavior: destroyKit ends the pairing client', async () => {
  const created = kit({ walletConnect: walletConnect({ relayUrl: NOWHERE, name: 'wc-destroy' }) })
  const client = getPairingClient(created)!
  const destroy = vi.spyOn(client, 'destroy')
  destroyKit(created)
  expect(destroy).toHaveBeenCalledOnce()
})
