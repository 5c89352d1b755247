import { expect, test } from 'vitest'
import * as entry from './siwx.js'

test('exports', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "InvalidSiwxMessageError",
      "bip322MessageHash",
      "createSiwxMessage",
      "legacyMessageHash",
      "verifyMessageSignature",
      "verifySiwxMessage",
    ]
  `)
})
