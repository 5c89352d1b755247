import { WALLET_LIST, whenIdle } from '@walletport/core'
import { useEffect, useRef } from 'react'

/**
 * Warms the browser's cache with the first 20 images, when the page is idle. The list grows as
 * it loads (the recommended wallets first, then the page): each image is asked for once.
 */
export function usePrefetchImages(urls: readonly (string | undefined)[]): void {
  const requested = useRef(new Set<string>())
  const first = urls
    .filter((url): url is string => Boolean(url))
    .slice(0, WALLET_LIST.prefetchImages)
  const key = first.join('\n')
  useEffect(() => {
    if (!key || typeof Image === 'undefined') return
    return whenIdle(() => {
      for (const url of key.split('\n')) {
        if (requested.current.has(url)) continue
        requested.current.add(url)
        new Image().src = url
      }
    })
  }, [key])
}
