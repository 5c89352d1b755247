import { createContext, useContext } from 'react'
import { ProviderNotFoundError } from '../errors/ProviderNotFoundError.js'
import type { Locale } from '../i18n/locales.js'
import type { Translate } from '../i18n/types.js'

export type MessagesContextValue = Readonly<{ t: Translate; locale: Locale }>

export const MessagesContext = createContext<MessagesContextValue | undefined>(undefined)

/** The modal's translate function and locale. */
export function useMessages(): MessagesContextValue {
  const value = useContext(MessagesContext)
  if (!value) throw new ProviderNotFoundError()
  return value
}
