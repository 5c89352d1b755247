import fc from 'fast-check'
import * as v from 'valibot'
import { expect, test } from 'vitest'
import { hostileValue } from '../test/hostileJson.js'
import { numberLike, numericString } from './numeric.js'

test('behavior: any value is a finite number, a numeric string or an issue, never a throw', () => {
  fc.assert(
    fc.property(hostileValue(), (value) => {
      const number = v.safeParse(numberLike, value)
      if (number.success) expect(Number.isFinite(number.output)).toBe(true)
      const text = v.safeParse(numericString, value)
      if (text.success) expect(Number.isNaN(Number(text.output))).toBe(false)
    }),
    { numRuns: 500 },
  )
})

test('behavior: a long run of digits that fails at its end is refused in one pass', () => {
  // with the old pattern (\d+\.?\d* re-splitting the run) this alone took about a minute
  for (const text of [`${'9'.repeat(70_000)}x`, `-${'1'.repeat(70_000)}.${'1'.repeat(70_000)}e`])
    expect(v.is(numericString, text)).toBe(false)
  expect(v.is(numericString, '9'.repeat(70_000))).toBe(true)
})
