import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { IdentitySchema } from '../dataService/getIdentity.js'
import { InvalidResponseError } from '../errors/response.js'
import { mutate } from '../test/mutate.js'
import { SCHEMAS } from '../test/responseSchemas.js'
import { parseResponse } from './parseResponse.js'

/** parses, and says how it ended: a value, or the name of a typed error */
function outcome(schema: v.GenericSchema, value: unknown) {
  try {
    parseResponse(schema, value, 'GET /x')
    return 'parsed'
  } catch (error) {
    if (error instanceof InvalidResponseError) return 'invalid'
    throw error
  }
}

test('default', () => {
  expect(parseResponse(IdentitySchema, { name: 'a', avatar: null }, 'GET /x')).toEqual({
    name: 'a',
    avatar: null,
  })
})

test('behavior: the first issue names its field by dot path', () => {
  // lists of the data service parse row by row now, so a nested shape of its own shows the path
  const Schema = v.object({
    rows: v.array(v.object({ quantity: v.object({ decimals: v.string() }) })),
  })
  expect(() =>
    parseResponse(Schema, { rows: [{ quantity: {} }] }, 'GET /b'),
  ).toThrowErrorMatchingInlineSnapshot(`
    [InvalidResponseError: Invalid response from GET /b

    Field: rows.0.quantity.decimals
    Issue: Invalid key: Expected "decimals" but received undefined

    Details: rows.0.quantity.decimals: Invalid key: Expected "decimals" but received undefined]
  `)
})

describe.each(SCHEMAS)('%s', (_, schema, valid) => {
  test('behavior: the documented body parses', () => {
    expect(outcome(schema, valid)).toBe('parsed')
  })

  test('behavior: random JSON parses or is an InvalidResponseError', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(['parsed', 'invalid']).toContain(outcome(schema, value))
      }),
      { numRuns: 200 },
    )
  })

  test('behavior: a documented body with one value replaced or removed parses or is an InvalidResponseError', () => {
    fc.assert(
      fc.property(mutate(valid), (value) => {
        expect(['parsed', 'invalid']).toContain(outcome(schema, value))
      }),
      { numRuns: 200 },
    )
  })
})
