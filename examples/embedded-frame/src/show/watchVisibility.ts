/** IntersectionObserver v2 (Chromium): `trackVisibility` and each entry's `isVisible` */
type VisibilityEntry = IntersectionObserverEntry & { isVisible?: boolean }

/**
 * Calls `onChange` whenever `element` becomes or stops being truly seen. Where the browser
 * has IntersectionObserver v2, "seen" means unobscured and unfaded (a host page cannot lay
 * something over the frame or make it transparent and still have it count); elsewhere it is
 * on screen in a visible tab (document visibility).
 */
export function watchVisibility(
  element: Element,
  onChange: (visible: boolean) => void,
): () => void {
  let intersecting = false
  let v2Visible: boolean | undefined
  let last: boolean | undefined
  const report = () => {
    const visible =
      document.visibilityState === 'visible' && (v2Visible ?? intersecting) && intersecting
    if (visible !== last) {
      last = visible
      onChange(visible)
    }
  }
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries.at(-1) as VisibilityEntry | undefined
      if (!entry) return
      intersecting = entry.isIntersecting
      v2Visible = typeof entry.isVisible === 'boolean' ? entry.isVisible : undefined
      report()
    },
    // trackVisibility needs a delay of at least 100 ms; browsers without v2 ignore both
    { threshold: [0, 1], trackVisibility: true, delay: 100 } as IntersectionObserverInit,
  )
  observer.observe(element)
  document.addEventListener('visibilitychange', report)
  return () => {
    observer.disconnect()
    document.removeEventListener('visibilitychange', report)
  }
}
