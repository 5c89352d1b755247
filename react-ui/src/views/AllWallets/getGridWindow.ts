export type GridWindowParameters = {
  count: number
  columns: number
  /** a row's height with the gap below it, in px */
  rowHeight: number
  scrollTop: number
  viewportHeight: number
  /** rows rendered beyond each edge, so a quick scroll or arrow key never shows a gap */
  overscan: number
}

export type GridWindow = {
  /** the first item rendered */
  start: number
  /** one past the last item rendered */
  end: number
  /** the space of the rows above and below, kept so the scrollbar stays true */
  padTop: number
  padBottom: number
}

/** The items of a grid of fixed-height rows that a scroll position shows, with overscan. */
export function getGridWindow({
  count,
  columns,
  rowHeight,
  scrollTop,
  viewportHeight,
  overscan,
}: GridWindowParameters): GridWindow {
  const rows = Math.ceil(count / columns)
  if (!rows) return { start: 0, end: 0, padTop: 0, padBottom: 0 }
  const top = Math.max(0, scrollTop)
  const firstRow = Math.min(rows - 1, Math.max(0, Math.floor(top / rowHeight) - overscan))
  const lastRow = Math.min(rows - 1, Math.ceil((top + viewportHeight) / rowHeight) - 1 + overscan)
  return {
    start: firstRow * columns,
    end: Math.min(count, (lastRow + 1) * columns),
    padTop: firstRow * rowHeight,
    padBottom: (rows - lastRow - 1) * rowHeight,
  }
}
