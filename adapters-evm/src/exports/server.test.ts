import { expect, test } from 'vitest'
import * as entry from './server.js'

test('exports', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "createMemoryNonceStore",
      "createSiwxServer",
    ]
  `)
})
