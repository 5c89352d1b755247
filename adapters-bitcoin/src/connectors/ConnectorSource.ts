import type { PairingClient } from '@walletport/core'
import type { BitcoinStandardWallet } from '../wallet/features.js'
import type { BitcoinConnector } from './BitcoinConnector.js'

/** What the connector list shows of a connector: known before any connector code loads. */
export type ConnectorInfo = Pick<BitcoinConnector, 'id' | 'name' | 'type' | 'icon' | 'rdns'>

/**
 * A wallet the adapter can reach, as setup and discovery find it: a connector passed in, a
 * Wallet Standard wallet, or the kit's WalletConnect session. Listing it needs only `info`; the
 * BitcoinConnector of the last two is built on first use, so discovery loads no connector code.
 */
export type ConnectorSource =
  | {
      readonly kind: 'connector'
      readonly info: ConnectorInfo
      readonly connector: BitcoinConnector
    }
  | {
      readonly kind: 'standard'
      readonly info: ConnectorInfo
      readonly wallet: BitcoinStandardWallet
    }
  | { readonly kind: 'pairing'; readonly info: ConnectorInfo; readonly pairing: PairingClient }

/** the id of the bitcoin connector of the kit's WalletConnect session */
export const WALLET_CONNECT_ID = 'walletConnect'

export const WALLET_CONNECT_INFO: ConnectorInfo = {
  id: WALLET_CONNECT_ID,
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
}
