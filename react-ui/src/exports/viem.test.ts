import { expect, test } from 'vitest'
import * as exports from './viem.js'

test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "useWalletClient",
    ]
  `)
})
