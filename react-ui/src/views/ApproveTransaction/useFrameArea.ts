import type { Kit } from '@walletport/core'
import { type EmbeddedFrameRect, showEmbeddedFrame } from '@walletport/core/embedded/actions'
import { type RefObject, useEffect } from 'react'

function sameRect(a: EmbeddedFrameRect | undefined, b: EmbeddedFrameRect) {
  return (
    a !== undefined &&
    a.top === b.top &&
    a.left === b.left &&
    a.width === b.width &&
    a.height === b.height
  )
}

/**
 * Keeps the embedded wallet's frame over `area` while the view is shown, and hides it when
 * the view goes. The rect is followed every animation frame: the modal animates in, scrolls
 * and resizes with the frame's own height, and no single event covers all of them.
 */
export function useFrameArea(kit: Kit, area: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let last: EmbeddedFrameRect | undefined
    let request = 0
    const follow = () => {
      const element = area.current
      if (element) {
        const { top, left, width, height } = element.getBoundingClientRect()
        const rect = { top, left, width, height }
        if (!sameRect(last, rect)) {
          last = rect
          showEmbeddedFrame(kit, rect)
        }
      }
      request = requestAnimationFrame(follow)
    }
    follow()
    return () => {
      cancelAnimationFrame(request)
      showEmbeddedFrame(kit, undefined)
    }
  }, [kit, area])
}
