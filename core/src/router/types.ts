import type { WalletListItem } from '../stores/createWalletListState.js'
import type { Connector } from '../types/connector.js'
import type { Network } from '../types/network.js'

/** The modal's named views (SPEC section 2). There are no URL routes. */
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

/** What a view needs to render beside its name: the wallet being connected, the network... */
export type RouterData = Readonly<{
  wallet?: WalletListItem
  connector?: Connector
  network?: Network
}>

/** One entry of the history stack. */
export type RouterEntry = Readonly<{ view: View; data?: RouterData }>
