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
 * The views of core's router, with the views of features and pairing behind import(). A view
 * this modal does not have gives way when opened anyway (see useShownEntry).
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
  WhatIsAWallet: lazyView(
    () => import('../views/WhatIsAWallet/WhatIsAWallet.js').then((m) => m.WhatIsAWallet),
    (t) => t('view.whatIsAWallet'),
  ),
  GetWallet: lazyView(
    () => import('../views/GetWallet/GetWallet.js').then((m) => m.GetWallet),
    (t) => t('view.getWallet'),
  ),
  SIWXSignMessage: lazyView(
    () => import('../views/SIWXSignMessage/SIWXSignMessage.js').then((m) => m.SIWXSignMessage),
    (t) => t('view.signIn'),
  ),
  ConnectingSiwe: lazyView(
    () => import('../views/ConnectingSiwe/ConnectingSiwe.js').then((m) => m.ConnectingSiwe),
    (t) => t('view.signIn'),
  ),
  // the send and receive features (only reached from Account's buttons when they are on)
  WalletSend: lazyView(
    () => import('../views/WalletSend/WalletSend.js').then((m) => m.WalletSend),
    (t) => t('view.send'),
  ),
  WalletSendSelectToken: lazyView(
    () =>
      import('../views/WalletSend/WalletSendSelectToken.js').then((m) => m.WalletSendSelectToken),
    (t) => t('view.sendSelectToken'),
  ),
  WalletSendPreview: lazyView(
    () => import('../views/WalletSend/WalletSendPreview.js').then((m) => m.WalletSendPreview),
    (t) => t('view.sendPreview'),
  ),
  WalletReceive: lazyView(
    () => import('../views/WalletReceive/WalletReceive.js').then((m) => m.WalletReceive),
    (t) => t('view.receive'),
  ),
  // swap, on-ramp and names (only reached from Account, or openSwap, when they are on)
  Swap: lazyView(
    () => import('../views/Swap/Swap.js').then((m) => m.Swap),
    (t) => t('view.swap'),
  ),
  SwapSelectToken: lazyView(
    () => import('../views/Swap/SwapSelectToken.js').then((m) => m.SwapSelectToken),
    (t, data) => t(data?.swapSide === 'toToken' ? 'view.swapSelectBuy' : 'view.swapSelectSell'),
  ),
  OnRampProviders: lazyView(
    () => import('../views/OnRamp/OnRampProviders.js').then((m) => m.OnRampProviders),
    (t) => t('view.onramp'),
  ),
  RegisterAccountName: lazyView(
    () =>
      import('../views/RegisterAccountName/RegisterAccountName.js').then(
        (m) => m.RegisterAccountName,
      ),
    (t) => t('view.registerName'),
  ),
  RegisterAccountNameSuccess: lazyView(
    () =>
      import('../views/RegisterAccountName/RegisterAccountNameSuccess.js').then(
        (m) => m.RegisterAccountNameSuccess,
      ),
    (t) => t('view.nameRegistered'),
  ),
  // the embedded wallet: email and social login, email change, approvals (only with the
  // kit's embeddedWallet option; core/embedded loads with these views)
  EmailVerifyOtp: lazyView(
    () => import('../views/EmailVerifyOtp/EmailVerifyOtp.js').then((m) => m.EmailVerifyOtp),
    (t) => t('view.emailVerifyOtp'),
  ),
  EmailVerifyDevice: lazyView(
    () =>
      import('../views/EmailVerifyDevice/EmailVerifyDevice.js').then((m) => m.EmailVerifyDevice),
    (t) => t('view.emailVerifyDevice'),
  ),
  ConnectingSocial: lazyView(
    () => import('../views/ConnectingSocial/ConnectingSocial.js').then((m) => m.ConnectingSocial),
    (t) => t('view.connectingSocial'),
  ),
  ConnectingFarcaster: lazyView(
    () =>
      import('../views/ConnectingFarcaster/ConnectingFarcaster.js').then(
        (m) => m.ConnectingFarcaster,
      ),
    (t) => t('view.connectingFarcaster'),
  ),
  ApproveTransaction: lazyView(
    () =>
      import('../views/ApproveTransaction/ApproveTransaction.js').then((m) => m.ApproveTransaction),
    (t) => t('view.approveTransaction'),
  ),
  UpdateEmailWallet: lazyView(
    () =>
      import('../views/UpdateEmailWallet/UpdateEmailWallet.js').then((m) => m.UpdateEmailWallet),
    (t) => t('view.updateEmail'),
  ),
  UpdateEmailPrimaryOtp: lazyView(
    () =>
      import('../views/UpdateEmailWallet/UpdateEmailPrimaryOtp.js').then(
        (m) => m.UpdateEmailPrimaryOtp,
      ),
    (t) => t('view.updateEmailPrimaryOtp'),
  ),
  UpdateEmailSecondaryOtp: lazyView(
    () =>
      import('../views/UpdateEmailWallet/UpdateEmailSecondaryOtp.js').then(
        (m) => m.UpdateEmailSecondaryOtp,
      ),
    (t) => t('view.updateEmailSecondaryOtp'),
  ),
}
