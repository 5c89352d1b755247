import { expect, test, vi } from 'vitest'
import * as walletconnect from './walletconnect.js'

// every module that must wait for a pairing records its loading
const loaded = vi.hoisted(() => new Set<string>())
vi.mock('@walletconnect/universal-provider', async (importOriginal) => {
  loaded.add('@walletconnect/universal-provider')
  return importOriginal()
})

test('exports', () => {
  expect(Object.keys(walletconnect).sort()).toMatchInlineSnapshot(`
    [
      "createPairingClient",
      "walletConnect",
    ]
  `)
})

test('behavior: importing the subpath and calling walletConnect() loads no WalletConnect code', async () => {
  vi.resetModules()
  const fresh = await import('./walletconnect.js')
  const plugin = fresh.walletConnect({ relayUrl: 'ws://127.0.0.1:9' })
  expect(typeof plugin.setup).toBe('function')
  expect([...loaded]).toEqual([])
})

test('behavior: the main entry does not reach walletConnect()', async () => {
  const main = await import('./index.js')
  expect('walletConnect' in main).toBe(false)
  expect('createPairingClient' in main).toBe(false)
})
