import { useLayoutEffect, useRef, useState } from 'react'
import { getGridWindow } from './getGridWindow.js'

export type GridScrollOptions = {
  count: number
  columns: number
  rowHeight: number
  viewportHeight: number
  overscan: number
  /** a new key (another search) starts the grid at its top */
  resetKey: string
}

/**
 * The windowed grid's scroll and keyboard state: which rows are rendered, the active item
 * (the one tab stop), and `moveTo`, which scrolls an item into view and focuses it once it
 * is rendered.
 */
export function useGridScroll(options: GridScrollOptions) {
  const { count, columns, rowHeight, viewportHeight, overscan, resetKey } = options
  const scroller = useRef<HTMLDivElement>(null)
  const [scrollTop, setScrollTop] = useState(0)
  const [active, setActive] = useState(0)
  const focusing = useRef(false)
  const current = Math.min(active, Math.max(0, count - 1))
  const view = getGridWindow({
    count,
    columns,
    rowHeight,
    scrollTop,
    viewportHeight: scroller.current?.clientHeight || viewportHeight,
    overscan,
  })
  // the grid's one tab stop: the active item, or the first shown when it scrolled away
  const tabStop = current >= view.start && current < view.end ? current : view.start

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the key changes
  useLayoutEffect(() => {
    setActive(0)
    setScrollTop(0)
    if (scroller.current) scroller.current.scrollTop = 0
  }, [resetKey])

  // the item the keyboard moved to is rendered now: give it the focus
  useLayoutEffect(() => {
    if (!focusing.current) return
    focusing.current = false
    scroller.current?.querySelector<HTMLElement>(`[data-index="${current}"]`)?.focus()
  })

  function moveTo(index: number) {
    const box = scroller.current
    if (box) {
      const top = Math.floor(index / columns) * rowHeight
      const height = box.clientHeight || viewportHeight
      if (top < box.scrollTop) box.scrollTop = top
      else if (top + rowHeight > box.scrollTop + height) box.scrollTop = top + rowHeight - height
      setScrollTop(box.scrollTop)
    }
    focusing.current = true
    setActive(index)
  }

  return { scroller, view, current, tabStop, setActive, setScrollTop, moveTo }
}
