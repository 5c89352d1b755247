'use client'
import type { InitialState, Kit } from '@walletport/core'
import { type ReactNode, useMemo } from 'react'
import { applyMessageOverrides } from '../i18n/applyMessageOverrides.js'
import { getButtonMessages } from '../i18n/getButtonMessages.js'
import { getLocaleDirection } from '../i18n/getLocaleDirection.js'
import { resolveLocale } from '../i18n/locales.js'
import type { MessageOverrides } from '../i18n/types.js'
import { Modal } from '../modal/Modal.js'
import { KitContext, type KitContextValue } from './KitContext.js'

export type KitProviderProps = {
  kit: Kit
  children?: ReactNode
  messages?: MessageOverrides | undefined
  /** the server's connection, already checked against the kit's networks */
  initialState?: InitialState | undefined
}

/**
 * What both providers render (the main entry's and the one of `./ssr`): the kit's context
 * for the buttons and hooks below it, and the modal.
 */
export function KitProvider({ kit, children, messages, initialState }: KitProviderProps) {
  const locale = resolveLocale(kit.options.locale)
  // by content, so that an object written inline does not render every consumer again
  const overridesKey = JSON.stringify(messages ?? null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: overridesKey stands for messages
  const messageOverrides = useMemo(() => messages, [overridesKey])
  const value = useMemo<KitContextValue>(
    () => ({
      kit,
      locale,
      dir: getLocaleDirection(locale),
      buttonMessages: applyMessageOverrides(getButtonMessages(locale), messageOverrides),
      messageOverrides,
      initialState,
    }),
    [kit, locale, messageOverrides, initialState],
  )
  const append = !kit.options.disableAppend && !kit.options.embedded
  return (
    <KitContext.Provider value={value}>
      {children}
      {append && <Modal />}
    </KitContext.Provider>
  )
}
