import { useEffect } from 'react'
import { whenIdle } from '../modal/whenIdle.js'

// SPEC section 9: the wallet list prefetches the images of its first 20 wallets
export const PREFETCHED_IMAGES = 20

/** Warms the browser's cache with the first 20 images, when the page is idle. */
export function usePrefetchImages(urls: readonly (string | undefined)[]): void {
  const first = urls.filter((url): url is string => Boolean(url)).slice(0, PREFETCHED_IMAGES)
  const key = first.join('\n')
  useEffect(() => {
    if (!key || typeof Image === 'undefined') return
    return whenIdle(() => {
      for (const url of key.split('\n')) new Image().src = url
    })
  }, [key])
}
