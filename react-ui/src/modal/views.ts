import type { RouterData, View } from '@walletport/core'
import { type ComponentType, lazy } from 'react'
import type { Translate } from '../i18n/types.js'
import { Account } from '../views/Account/Account.js'
import { Connect } from '../views/Connect/Connect.js'
import { ConnectingExternal } from '../views/ConnectingExternal/ConnectingExternal.js'
import { Networks } from '../views/Networks/Networks.js'
import type { ViewProps } from '../views/types.js'
import { UnsupportedChain } from '../views/UnsupportedChain/UnsupportedChain.js'

export type ViewDefinition = Readonly<{
  Component: ComponentType<ViewProps>
  /** the header's title */
  title(t: Translate, data: RouterData | undefined): string
  /** loads a lazy view's code ahead of time */
  preload?: () => Promise<unknown>
}>

/** A view whose code is split off and loaded with import() when first needed. */
function lazyView(
  load: () => Promise<ComponentType<ViewProps>>,
  title: ViewDefinition['title'],
): ViewDefinition {
  return { Component: lazy(() => load().then((c) => ({ default: c }))), title, preload: load }
}

const walletName = (t: Translate, data: RouterData | undefined) =>
  data?.wallet?.name ?? data?.connector?.name ?? t('view.connect')
/**
 * The views of core's router that have landed, with the views of features and pairing behind
 * import(). The rest (ConnectingFarcaster, ApproveTransaction, Swap, RegisterAccountName and
 * RegisterAccountNameSuccess) come with their issues: nothing in the modal leads to them, and
 * one opened anyway gives way (see useShownEntry).
 */
export const VIEWS: Readonly<Partial<Record<View, ViewDefinition>>> = {
  Connect: { Component: Connect, title: (t) => t('view.connect') },
  Account: { Component: Account, title: (t) => t('view.account') },
  ConnectingExternal: { Component: ConnectingExternal, title: walletName },
  Networks: { Component: Networks, title: (t) => t('view.networks') },
  UnsupportedChain: { Component: UnsupportedChain, title: (t) => t('view.unsupportedChain') },
  AllWallets: lazyView(
    () => import('../views/AllWallets/AllWallets.js').then((m) => m.AllWallets),
    (t) => t('view.allWallets'),
  ),
  ConnectingWalletConnect: lazyView(
    () =>
      import('../views/ConnectingWalletConnect/ConnectingWalletConnect.js').then(
        (m) => m.ConnectingWalletConnect,
      ),
    (t, data) => data?.wallet?.name ?? t('connect.walletConnect'),
  ),
  ConnectingWalletConnectBasic: lazyView(
    () =>
      import('../views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasic.js').then(
        (m) => m.ConnectingWalletConnectBasic,
      ),
    (t) => t('view.connect'),
  ),
  SIWXSignMessage: lazyView(
    () => import('../views/SIWXSignMessage/SIWXSignMessage.js').then((m) => m.SIWXSignMessage),
    (t) => t('view.signIn'),
  ),
  ConnectingSiwe: lazyView(
    () => import('../views/ConnectingSiwe/ConnectingSiwe.js').then((m) => m.ConnectingSiwe),
    (t) => t('view.signIn'),
  ),
}
