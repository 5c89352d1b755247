import type { RouterData, View } from '@walletport/core'
import type { ComponentType } from 'react'
import type { Translate } from '../i18n/types.js'
import { Account } from '../views/Account/Account.js'
import { Connect } from '../views/Connect/Connect.js'
import { ConnectingExternal } from '../views/ConnectingExternal/ConnectingExternal.js'
import { Networks } from '../views/Networks/Networks.js'
import type { ViewProps } from '../views/types.js'
import { UnsupportedChain } from '../views/UnsupportedChain/UnsupportedChain.js'
import { lazyComponent } from './lazyComponent.js'
import { LAZY_VIEWS } from './loadLazyViews.js'

export type ViewDefinition = Readonly<{
  Component: ComponentType<ViewProps>
  /** the header's title */
  title(t: Translate, data: RouterData | undefined): string
  /** loads a lazy view's code ahead of time */
  preload?: () => Promise<unknown>
}>

type LazyName = Exclude<
  keyof typeof import('./lazyViews.js'),
  'ActivityList' | 'EmailForm' | 'SocialButtons'
>

/**
 * A view whose code is split off and loaded when first needed: every lazy view comes from
 * the one lazyViews module (see there why), so loading one loads them all.
 */
function lazyView(name: LazyName, title: ViewDefinition['title']): ViewDefinition {
  const { Component, preload } = lazyComponent(LAZY_VIEWS, (m) => m[name])
  return { Component, title, preload }
}

const walletName = (t: Translate, data: RouterData | undefined) =>
  data?.wallet?.name ?? data?.connector?.name ?? t('view.connect')
/**
 * The views of core's router, with the views of features and pairing behind import(). A view
 * this modal does not have gives way when opened anyway (see useShownEntry).
 */
export const VIEWS: Readonly<Partial<Record<View, ViewDefinition>>> = {
  Connect: { Component: Connect, title: (t) => t('view.connect') },
  Account: { Component: Account, title: (t) => t('view.account') },
  ConnectingExternal: { Component: ConnectingExternal, title: walletName },
  Networks: { Component: Networks, title: (t) => t('view.networks') },
  UnsupportedChain: { Component: UnsupportedChain, title: (t) => t('view.unsupportedChain') },
  AllWallets: lazyView('AllWallets', (t) => t('view.allWallets')),
  ConnectingWalletConnect: lazyView(
    'ConnectingWalletConnect',
    (t, data) => data?.wallet?.name ?? t('connect.walletConnect'),
  ),
  ConnectingWalletConnectBasic: lazyView('ConnectingWalletConnectBasic', (t) => t('view.connect')),
  WhatIsAWallet: lazyView('WhatIsAWallet', (t) => t('view.whatIsAWallet')),
  GetWallet: lazyView('GetWallet', (t) => t('view.getWallet')),
  SIWXSignMessage: lazyView('SIWXSignMessage', (t) => t('view.signIn')),
  ConnectingSiwe: lazyView('ConnectingSiwe', (t) => t('view.signIn')),
  // the send and receive features (only reached from Account's buttons when they are on)
  WalletSend: lazyView('WalletSend', (t) => t('view.send')),
  WalletSendSelectToken: lazyView('WalletSendSelectToken', (t) => t('view.sendSelectToken')),
  WalletSendPreview: lazyView('WalletSendPreview', (t) => t('view.sendPreview')),
  WalletReceive: lazyView('WalletReceive', (t) => t('view.receive')),
  // swap, on-ramp and names (only reached from Account, or openSwap, when they are on)
  Swap: lazyView('Swap', (t) => t('view.swap')),
  SwapSelectToken: lazyView('SwapSelectToken', (t, data) =>
    t(data?.swapSide === 'toToken' ? 'view.swapSelectBuy' : 'view.swapSelectSell'),
  ),
  OnRampProviders: lazyView('OnRampProviders', (t) => t('view.onramp')),
  RegisterAccountName: lazyView('RegisterAccountName', (t) => t('view.registerName')),
  RegisterAccountNameSuccess: lazyView('RegisterAccountNameSuccess', (t) =>
    t('view.nameRegistered'),
  ),
  // the embedded wallet: email and social login, email change, approvals (only with the
  // kit's embeddedWallet option; core/embedded loads with these views)
  EmailVerifyOtp: lazyView('EmailVerifyOtp', (t) => t('view.emailVerifyOtp')),
  EmailVerifyDevice: lazyView('EmailVerifyDevice', (t) => t('view.emailVerifyDevice')),
  ConnectingSocial: lazyView('ConnectingSocial', (t) => t('view.connectingSocial')),
  ConnectingFarcaster: lazyView('ConnectingFarcaster', (t) => t('view.connectingFarcaster')),
  ApproveTransaction: lazyView('ApproveTransaction', (t) => t('view.approveTransaction')),
  UpdateEmailWallet: lazyView('UpdateEmailWallet', (t) => t('view.updateEmail')),
  UpdateEmailPrimaryOtp: lazyView('UpdateEmailPrimaryOtp', (t) => t('view.updateEmailPrimaryOtp')),
  UpdateEmailSecondaryOtp: lazyView('UpdateEmailSecondaryOtp', (t) =>
    t('view.updateEmailSecondaryOtp'),
  ),
}
