export type GridMove = {
  key: string
  index: number
  count: number
  columns: number
  /** how many items a page key moves */
  page: number
  /** right to left, the grid is mirrored: ArrowLeft moves to the next item */
  dir: 'ltr' | 'rtl'
}

/** The item an arrow key, Home, End or a page key moves to; undefined for other keys. */
export function getNextIndex({
  key,
  index,
  count,
  columns,
  page,
  dir,
}: GridMove): number | undefined {
  const last = count - 1
  const forward = dir === 'rtl' ? -1 : 1
  const moves: Record<string, number> = {
    ArrowRight: index + forward,
    ArrowLeft: index - forward,
    ArrowDown: index + columns,
    ArrowUp: index - columns,
    PageDown: index + page,
    PageUp: index - page,
    Home: 0,
    End: last,
  }
  const next = moves[key]
  return next === undefined ? undefined : Math.min(last, Math.max(0, next))
}
