'use client'
import { type InitialState, type Kit, parseInitialState, watchInitialState } from '@walletport/core'
import { type ReactNode, useEffect, useMemo } from 'react'
import { applyMessageOverrides } from '../i18n/applyMessageOverrides.js'
import { getButtonMessages } from '../i18n/getButtonMessages.js'
import { getLocaleDirection } from '../i18n/getLocaleDirection.js'
import { resolveLocale } from '../i18n/locales.js'
import type { MessageOverrides } from '../i18n/types.js'
import { Modal } from '../modal/Modal.js'
import { KitContext, type KitContextValue } from './KitContext.js'

export type WalletportProviderProps = {
  kit: Kit
  children?: ReactNode
  /**
   * the connection the server read from its cookie (cookieToInitialState), so that the server
   * renders it and the browser hydrates the same markup. Passing the prop, even undefined,
   * also keeps the kit's connection in its storage for the next server render (a cookie with
   * `storage: cookieStorage()`).
   */
  initialState?: InitialState | undefined
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
 * For a server render of the connection, see `initialState`.
 */
export function WalletportProvider(props: WalletportProviderProps) {
  const { kit, children } = props
  const locale = resolveLocale(kit.options.locale)
  // by content, so that an object written inline does not render every consumer again
  const overridesKey = JSON.stringify(props.messages ?? null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: overridesKey stands for props.messages
  const messageOverrides = useMemo(() => props.messages, [overridesKey])
  const keepState = 'initialState' in props
  // checked again here: a state handed over by hand may be stale or for other networks
  const initialState = useMemo(
    () =>
      props.initialState &&
      parseInitialState(props.initialState, {
        networks: kit.options.networks,
        onWarning: (warning) => kit.log.warn(warning.message),
      }),
    [kit, props.initialState],
  )
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
  useEffect(() => (keepState ? watchInitialState(kit) : undefined), [kit, keepState])
  const append = !kit.options.disableAppend && !kit.options.embedded
  return (
    <KitContext.Provider value={value}>
      {children}
      {append && <Modal />}
    </KitContext.Provider>
  )
}
