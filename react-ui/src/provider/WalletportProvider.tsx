import type { Kit } from '@walletport/core'
import { type ReactNode, useMemo } from 'react'
import { getButtonMessages } from '../i18n/getButtonMessages.js'
import { resolveLocale } from '../i18n/locales.js'
import { Modal } from '../modal/Modal.js'
import { KitContext, type KitContextValue } from './KitContext.js'

export type WalletportProviderProps = {
  kit: Kit
  children?: ReactNode
}

/**
 * Docs: /react-ui/WalletportProvider. Shares a kit with the buttons and hooks below it and
 * appends the modal, which loads on demand (prefetched when the page is idle). With the
 * kit's `disableAppend` or `embedded` option, render `<Modal />` yourself where it belongs.
 */
export function WalletportProvider({ kit, children }: WalletportProviderProps) {
  const locale = resolveLocale(kit.options.locale)
  const value = useMemo<KitContextValue>(
    () => ({ kit, locale, buttonMessages: getButtonMessages(locale) }),
    [kit, locale],
  )
  const append = !kit.options.disableAppend && !kit.options.embedded
  return (
    <KitContext.Provider value={value}>
      {children}
      {append && <Modal />}
    </KitContext.Provider>
  )
}
