'use client'
import type { Kit } from '@walletport/core'
import type { ReactNode } from 'react'
import type { MessageOverrides } from '../i18n/types.js'
import { KitProvider } from './KitProvider.js'

export type WalletportProviderProps = {
  kit: Kit
  children?: ReactNode
  /**
   * any message replaced, per key, over the catalogue of the kit's `locale` (an unknown key is a
   * type error): `{ 'connectButton.connect': 'Sign in' }`. Plural forms by their own key
   * (`'allWallets.results.one'`).
   */
  messages?: MessageOverrides | undefined
}

/**
 * Docs: /react-ui/WalletportProvider. Shares a kit with the buttons and hooks below it and
 * appends the modal, which loads on demand (prefetched when the page is idle). With the
 * kit's `disableAppend` or `embedded` option, render `<Modal />` yourself where it belongs.
 * A page rendered on the server with the connection uses the provider of
 * `@walletport/react-ui/ssr` instead, which takes an `initialState`.
 */
export function WalletportProvider(props: WalletportProviderProps) {
  return <KitProvider {...props} />
}
