import { type ReactNode, useLayoutEffect, useRef, useState } from 'react'

/** Animates its height to its content's (150 ms in the stylesheet) as views change. */
export function ModalBody({ children }: { children: ReactNode }) {
  const inner = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState<number>()
  useLayoutEffect(() => {
    const element = inner.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return (
    <div className="wp-body" style={height === undefined ? undefined : { height }}>
      <div className="wp-body-inner" ref={inner}>
        {children}
      </div>
    </div>
  )
}
