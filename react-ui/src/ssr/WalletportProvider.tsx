'use client'
import { type InitialState, parseInitialState, watchInitialState } from '@walletport/core'
import { useEffect, useMemo } from 'react'
import { KitProvider } from '../provider/KitProvider.js'
import type { WalletportProviderProps as BaseProps } from '../provider/WalletportProvider.js'

export type WalletportProviderProps = BaseProps & {
  /**
   * the connection the server read from its cookie (cookieToInitialState), so that the server
   * renders it and the browser hydrates the same markup. The provider also keeps the kit's
   * connection in its storage for the next server render (a cookie with
   * `storage: cookieStorage()`), with or without a state.
   */
  initialState: InitialState | undefined
}

/**
 * Docs: /react-ui/ssr. The provider for a page the server renders with the
 * visitor's connection. An entry of its own so that a page without a server render carries
 * none of the state's checks (issue 13's budget before the first click).
 */
export function WalletportProvider({ initialState, ...props }: WalletportProviderProps) {
  const { kit } = props
  // checked again here: a state handed over by hand may be stale or for other networks
  const checked = useMemo(
    () =>
      initialState &&
      parseInitialState(initialState, {
        networks: kit.options.networks,
        onWarning: (warning) => kit.log.warn(warning.message),
      }),
    [kit, initialState],
  )
  useEffect(() => watchInitialState(kit), [kit])
  return <KitProvider {...props} initialState={checked} />
}
