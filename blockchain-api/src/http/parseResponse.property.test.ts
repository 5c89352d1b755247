import fc from 'fast-check'
import type * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { InvalidResponseError } from '../errors/response.js'
import {
  assertNoPollution,
  assertPlainPrototypes,
  hostileRecord,
  hostileValue,
} from '../test/hostileJson.js'
import { SCHEMAS } from '../test/responseSchemas.js'
import { parseResponse } from './parseResponse.js'

/** parses and checks the output; a value or an InvalidResponseError, never another throw */
function check(schema: v.GenericSchema, value: unknown) {
  let output: unknown
  try {
    output = parseResponse(schema, value, 'GET /x')
  } catch (error) {
    if (!(error instanceof InvalidResponseError)) throw error
  }
  assertPlainPrototypes(output)
  assertNoPollution()
}

describe.each(SCHEMAS)('%s', (_, schema, valid) => {
  test('behavior: hostile values parse or are an InvalidResponseError, and pollute nothing', () => {
    fc.assert(
      fc.property(hostileValue(), (value) => check(schema, value)),
      { numRuns: 150 },
    )
  })

  test('behavior: the documented body with hostile fields added or replaced', () => {
    const base = Array.isArray(valid) ? { rows: valid } : (valid as Record<string, unknown>)
    fc.assert(
      fc.property(hostileRecord(base), (value) =>
        check(schema, Array.isArray(valid) ? [value] : value),
      ),
      { numRuns: 150 },
    )
  })

  test('behavior: the classic pollution payloads as whole bodies', () => {
    for (const text of [
      '{"__proto__":{"polluted":"yes"}}',
      '{"constructor":{"prototype":{"polluted":"yes"}}}',
      '[{"__proto__":{"polluted":"yes"}}]',
    ])
      check(schema, JSON.parse(text))
    expect({}).not.toHaveProperty('polluted')
  })
})
