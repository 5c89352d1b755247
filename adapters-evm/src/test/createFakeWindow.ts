import type { Eip1193Provider } from '../types.js'

export type AnnouncedWallet = {
  info: { uuid: string; name: string; icon: string; rdns: string }
  provider: Eip1193Provider
}

export type FakeWindow = EventTarget & {
  ethereum?: unknown
  /** announces a wallet now and again on every eip6963:requestProvider, as extensions do */
  announce(wallet: AnnouncedWallet): () => void
  /** how many times the page asked wallets to announce themselves */
  requests(): number
}

/** The EIP-6963 surface of a browser window on a plain EventTarget: no DOM library. */
export function createFakeWindow(): FakeWindow {
  const target = new EventTarget()
  let requests = 0
  target.addEventListener('eip6963:requestProvider', () => void requests++)
  return Object.assign(target, {
    announce(wallet: AnnouncedWallet) {
      const send = () =>
        target.dispatchEvent(
          new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ ...wallet }) }),
        )
      send()
      target.addEventListener('eip6963:requestProvider', send)
      return () => target.removeEventListener('eip6963:requestProvider', send)
    },
    requests: () => requests,
  })
}

export const TEST_ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSIxIiBoZWlnaHQ9IjEiLz4='
