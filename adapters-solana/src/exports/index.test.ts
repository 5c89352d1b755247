import { expect, test, vi } from 'vitest'
import * as exports from './index.js'

test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "InvalidSiwxMessageError",
      "InvalidUnitsError",
      "SolanaRpcError",
      "createSiwxMessage",
      "createWalletConnectWallet",
      "formatUnits",
      "getSolanaCluster",
      "getWalletStandardChain",
      "isSolanaAddress",
      "parseUnits",
      "solanaAdapter",
      "verifySiwxMessage",
      "walletConnectConnector",
    ]
  `)
})

test('behavior: importing the package touches no window (SSR)', async () => {
  const global = globalThis as Record<string, unknown>
  let touched = false
  Object.defineProperty(global, 'window', {
    configurable: true,
    get() {
      touched = true
      return undefined
    },
  })
  try {
    vi.resetModules()
    const fresh = await import('./index.js')
    fresh.solanaAdapter()
    expect(touched).toBe(false)
  } finally {
    delete global.window
  }
})
