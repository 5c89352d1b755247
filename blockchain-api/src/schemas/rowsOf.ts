import * as v from 'valibot'

/** Where a list that lost rows keeps what it dropped (not enumerable, so no JSON or equality sees it). */
export const DROPPED_ROWS: unique symbol = Symbol.for('walletport.droppedRows')

export type DroppedRow = { index: number; message: string }

/**
 * The longest list a body may hold. The spec names none; the longest lists seen (swap token
 * lists, wallet pages) hold a few thousand rows. Without a bound a 4 MiB body of `{}` rows is
 * over a million rows to check and note, seconds of a frozen page.
 */
export const MAX_ROWS = 10_000

/**
 * A list the service sends, parsed row by row: a row that does not match `row` is dropped
 * (and noted under DROPPED_ROWS for the client to log), the rest are kept. Only a body that
 * is not a list at all fails.
 */
export function rowsOf<const TSchema extends v.GenericSchema>(row: TSchema) {
  return v.pipe(
    v.array(v.unknown()),
    v.maxLength(MAX_ROWS, `Expected at most ${MAX_ROWS} rows`),
    v.transform((items) => {
      const rows: v.InferOutput<TSchema>[] = []
      const dropped: DroppedRow[] = []
      for (const [index, item] of items.entries()) {
        // only the first issue is reported, so stop at it
        const result = v.safeParse(row, item, { abortEarly: true })
        if (result.success) rows.push(result.output)
        else dropped.push({ index, message: describeIssue(result.issues[0]) })
      }
      if (dropped.length)
        Object.defineProperty(rows, DROPPED_ROWS, { value: dropped, enumerable: false })
      return rows
    }),
  )
}

function describeIssue(issue: v.BaseIssue<unknown> | undefined): string {
  if (!issue) return 'Invalid input'
  const path = issue.path?.map((item) => String(item.key)).join('.')
  return path ? `${path}: ${issue.message}` : issue.message
}

export type DroppedRowsReport = { path: string; rows: readonly DroppedRow[] }

/** Every list inside a parsed body that dropped rows, with its path ('balances', 'data'...). */
export function findDroppedRows(value: unknown, path = '', depth = 0): DroppedRowsReport[] {
  if (depth > 4 || typeof value !== 'object' || value === null) return []
  const found: DroppedRowsReport[] = []
  const rows = (value as { [DROPPED_ROWS]?: readonly DroppedRow[] })[DROPPED_ROWS]
  if (rows) found.push({ path: path || '(body)', rows })
  for (const [key, item] of Object.entries(value))
    found.push(...findDroppedRows(item, path ? `${path}.${key}` : key, depth + 1))
  return found
}
