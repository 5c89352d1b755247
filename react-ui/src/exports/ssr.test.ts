import { expect, test } from 'vitest'
import * as exports from './ssr.js'

test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "WalletportProvider",
    ]
  `)
})
