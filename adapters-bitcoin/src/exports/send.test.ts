import { expect, test } from 'vitest'
import * as entry from './send.js'

test('exports', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "RBF_SEQUENCE",
      "assertSameTransaction",
      "createSendPsbt",
      "finalizeSignedPsbt",
      "getSpendPlan",
    ]
  `)
})
