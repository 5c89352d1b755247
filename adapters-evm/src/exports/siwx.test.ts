import { expect, test } from 'vitest'
import * as entry from './siwx.js'

test('exports', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "createSiwxMessage",
      "formatSiwxMessage",
      "getSiwxExpectation",
      "isRfc3339",
      "parseEip155ChainId",
      "parseRfc3339",
      "parseSiwxMessage",
      "verifySiwxMessage",
    ]
  `)
})
