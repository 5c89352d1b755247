import type { KeyboardEvent } from 'react'

const ITEM = '[data-wp-item]:not([disabled])'

/**
 * Arrow keys move focus between the items (`data-wp-item`) of a list or grid, Home and End
 * go to the ends; Tab still moves through them as usual. `onLast` runs when focus lands on
 * the last item, so a paged list can show more. Right to left the row is mirrored, so
 * ArrowLeft moves to the next item (the social marks' row in Arabic).
 */
export function useListNavigation(onLast?: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const keys = ['ArrowDown', 'ArrowRight', 'ArrowUp', 'ArrowLeft', 'Home', 'End']
    if (!keys.includes(event.key)) return
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(ITEM))
    const index = items.findIndex(
      (item) => item === event.target || item.contains(event.target as Node),
    )
    if (index === -1 || !items.length) return
    event.preventDefault()
    const last = items.length - 1
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const forward = ['ArrowDown', rtl ? 'ArrowLeft' : 'ArrowRight']
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : forward.includes(event.key)
            ? Math.min(index + 1, last)
            : Math.max(index - 1, 0)
    items[next]?.focus()
    if (next === last) onLast?.()
  }
}
