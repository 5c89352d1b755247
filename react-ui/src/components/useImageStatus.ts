import { IMAGE_PRELOAD_TIMEOUT } from '@walletport/core'
import { useEffect, useState } from 'react'

export type ImageStatus = 'loading' | 'loaded' | 'failed'

/**
 * Preloads an image: loaded, or failed when it errors or takes longer than 2 s. No source
 * is failed at once. On the server (and while hydrating) it is loading.
 */
export function useImageStatus(src: string | undefined): ImageStatus {
  const [status, setStatus] = useState<ImageStatus>(src ? 'loading' : 'failed')
  useEffect(() => {
    if (!src || typeof Image === 'undefined') {
      setStatus('failed')
      return
    }
    let settled = false
    const image = new Image()
    const settle = (next: ImageStatus) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      setStatus(next)
    }
    const timer = setTimeout(() => settle('failed'), IMAGE_PRELOAD_TIMEOUT)
    image.onload = () => settle('loaded')
    image.onerror = () => settle('failed')
    setStatus('loading')
    image.src = src
    // already decoded (a tile filtered or scrolled back into view): no monogram in between
    if (image.complete && image.naturalWidth > 0) settle('loaded')
    return () => {
      settled = true
      clearTimeout(timer)
      image.onload = null
      image.onerror = null
    }
  }, [src])
  return status
}
