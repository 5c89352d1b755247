import type { ReactNode } from 'react'
import { loadModalMessages } from '../i18n/loadModalMessages.js'
import type { Locale } from '../i18n/locales.js'
import type { ModalMessages } from '../i18n/types.js'
import type { ModalRootProps } from './ModalRoot.js'

export type LoadedModal = {
  ModalRoot: (props: ModalRootProps) => ReactNode
  messages: ModalMessages
}

/** The modal's code and its strings in `locale`, each loaded once and cached by the loader. */
export async function loadModal(locale: Locale): Promise<LoadedModal> {
  const [{ ModalRoot }, messages] = await Promise.all([
    import('./ModalRoot.js'),
    loadModalMessages(locale),
  ])
  return { ModalRoot, messages }
}
