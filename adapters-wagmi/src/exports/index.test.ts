import { afterEach, expect, test, vi } from 'vitest'
import * as exports from './index.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "WagmiActionError",
      "WagmiChainsMismatchError",
      "checkChains",
      "createWagmiConfig",
      "toWagmiError",
      "wagmiAdapter",
    ]
  `)
})

test('behavior: importing the package touches no window and starts nothing', async () => {
  const touched: PropertyKey[] = []
  const spy = new Proxy(
    {},
    {
      get: (_, key) => void touched.push(key),
      has: (_, key) => {
        touched.push(key)
        return false
      },
    },
  )
  vi.stubGlobal('window', spy)
  vi.resetModules()
  const fresh = await import('./index.js')
  expect(typeof fresh.wagmiAdapter).toBe('function')
  expect(touched).toEqual([])
})
