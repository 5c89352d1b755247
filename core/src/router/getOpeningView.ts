import type { View } from './types.js'

export type GetOpeningViewParameters = {
  /** the view the caller asked for, if any */
  view?: View | undefined
  /** an address is connected in the active namespace */
  connected: boolean
  isMobile: boolean
  /** the kit was created with at least one adapter */
  hasAdapters: boolean
}

/**
 * Docs: /core/router/getOpeningView. The view the modal opens on: the
 * caller's view, else Account when connected, else the pairing views when there is no
 * adapter (the full list on mobile, the basic pairing view on desktop), else Connect.
 */
export function getOpeningView({
  view,
  connected,
  isMobile,
  hasAdapters,
}: GetOpeningViewParameters): View {
  if (view) return view
  if (connected) return 'Account'
  if (!hasAdapters) return isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  return 'Connect'
}
