import * as v from 'valibot'
import { expect, test } from 'vitest'
import { DROPPED_ROWS, MAX_ROWS, rowsOf } from './rowsOf.js'

const Rows = rowsOf(v.object({ id: v.number() }))

test('default', () => {
  const rows = v.parse(Rows, [{ id: 1 }, { id: 'x' }, { id: 2 }])
  expect(rows).toEqual([{ id: 1 }, { id: 2 }])
  expect((rows as unknown as Record<symbol, unknown>)[DROPPED_ROWS]).toEqual([
    { index: 1, message: 'id: Invalid type: Expected number but received "x"' },
  ])
})

test('behavior: a list of MAX_ROWS is read; one row more fails the list before any row is checked', () => {
  expect(v.parse(Rows, new Array(MAX_ROWS).fill({ id: 1 }))).toHaveLength(MAX_ROWS)
  const result = v.safeParse(Rows, new Array(MAX_ROWS + 1).fill({}))
  expect(result.success).toBe(false)
  expect(result.issues?.[0]?.message).toBe(`Expected at most ${MAX_ROWS} rows`)
})
