import type { SwapArguments } from '../features/swap/createSwapStore.js'
import type { WalletListItem } from '../stores/createWalletListState.js'
import type { Connector } from '../types/connector.js'
import type { Network } from '../types/network.js'

/** The modal's named views. There are no URL routes. */
export type View =
  | 'Connect'
  | 'Account'
  | 'AllWallets'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingWalletConnect'
  | 'ConnectingExternal'
  | 'ConnectingSiwe'
  | 'ConnectingFarcaster'
  | 'SIWXSignMessage'
  | 'UnsupportedChain'
  | 'Networks'
  | 'ApproveTransaction'
  | 'Swap'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  | 'WalletSend'
  | 'WalletSendSelectToken'
  | 'WalletSendPreview'
  | 'WalletReceive'
  | 'SwapSelectToken'
  | 'OnRampProviders'
  // the embedded wallet's login and email-change steps
  | 'EmailVerifyOtp'
  | 'EmailVerifyDevice'
  | 'ConnectingSocial'
  | 'UpdateEmailWallet'
  | 'UpdateEmailPrimaryOtp'
  | 'UpdateEmailSecondaryOtp'
  // the way to a first wallet for a visitor who has none
  | 'WhatIsAWallet'
  | 'GetWallet'

/** What a view needs to render beside its name: the wallet being connected, the network... */
export type RouterData = Readonly<{
  wallet?: WalletListItem
  connector?: Connector
  network?: Network
  /** what Swap was opened with (openSwap): token symbols or addresses and an amount */
  swap?: SwapArguments
  /** which side of the swap SwapSelectToken picks for */
  swapSide?: 'sourceToken' | 'toToken'
  /** the new email an email change verifies (UpdateEmailPrimaryOtp, UpdateEmailSecondaryOtp) */
  email?: string
}>

/** One entry of the history stack. */
export type RouterEntry = Readonly<{ view: View; data?: RouterData }>
