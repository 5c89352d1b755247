import { type RefObject, useEffect, useRef } from 'react'

/**
 * Calls `more` when the sentinel at the end of a scrolling list comes near into view; a list
 * that fits without scrolling pages with its button only. `active` observes again when the
 * list appears.
 */
export function useLoadOnScroll(more: RefObject<() => void>, active: boolean) {
  const scroller = useRef<HTMLElement>(null)
  const sentinel = useRef<HTMLDivElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: observe again when the list appears
  useEffect(() => {
    const target = sentinel.current
    if (!target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        const box = scroller.current
        const scrolls = box !== null && box.scrollHeight > box.clientHeight
        if (scrolls && entries.some((entry) => entry.isIntersecting)) more.current()
      },
      { root: scroller.current, rootMargin: '80px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [active])
  return { scroller, sentinel }
}
