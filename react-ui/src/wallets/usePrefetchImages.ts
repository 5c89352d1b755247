import { WALLET_LIST } from '@walletport/core'
import { useEffect } from 'react'
import { whenIdle } from '../modal/whenIdle.js'

/** Warms the browser's cache with the first 20 images, when the page is idle. */
export function usePrefetchImages(urls: readonly (string | undefined)[]): void {
  const first = urls
    .filter((url): url is string => Boolean(url))
    .slice(0, WALLET_LIST.prefetchImages)
  const key = first.join('\n')
  useEffect(() => {
    if (!key || typeof Image === 'undefined') return
    return whenIdle(() => {
      for (const url of key.split('\n')) new Image().src = url
    })
  }, [key])
}
