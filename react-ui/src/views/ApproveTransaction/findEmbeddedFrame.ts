import type { Kit } from '@walletport/core'

/** The embedded wallet's iframe on the page (core appends it to the body), by its origin. */
export function findEmbeddedFrame(kit: Kit): HTMLIFrameElement | undefined {
  const url = kit.options.endpoints.embeddedWallet
  if (!url || typeof document === 'undefined') return undefined
  const { origin } = new URL(url)
  for (const frame of document.querySelectorAll('iframe'))
    if (frame.src && new URL(frame.src, document.baseURI).origin === origin) return frame
  return undefined
}
