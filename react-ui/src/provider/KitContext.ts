'use client'
import type { InitialState, Kit } from '@walletport/core'
import { createContext, useContext } from 'react'
import { ProviderNotFoundError } from '../errors/ProviderNotFoundError.js'
import type { LocaleDirection } from '../i18n/getLocaleDirection.js'
import type { Locale } from '../i18n/locales.js'
import type { ButtonMessages, MessageOverrides } from '../i18n/types.js'

export type KitContextValue = Readonly<{
  kit: Kit
  /** the catalogue locale resolved from the kit's `locale` option */
  locale: Locale
  /** the locale's writing direction, as `dir` on the kit's own roots (buttons, modal, toast) */
  dir: LocaleDirection
  /** the buttons' strings, with the provider's `messages` laid over them */
  buttonMessages: ButtonMessages
  /** the provider's `messages`, laid over the modal's strings once they load */
  messageOverrides: MessageOverrides | undefined
  /** what the server rendered (from its cookie), shown until hydration is done */
  initialState: InitialState | undefined
}>

export const KitContext = createContext<KitContextValue | undefined>(undefined)

/** What `<WalletportProvider>` shares; throws ProviderNotFoundError outside it. */
export function useKitContext(): KitContextValue {
  const value = useContext(KitContext)
  if (!value) throw new ProviderNotFoundError()
  return value
}
