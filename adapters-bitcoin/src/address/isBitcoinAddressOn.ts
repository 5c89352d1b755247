import type { Network } from '@walletport/core'
import { addressRules } from '../networks/addressRules.js'
import { bitcoinNetworkKind } from '../networks/bitcoinNetworkKind.js'
import { decodeAddress } from './decodeAddress.js'

/**
 * The adapter's `isAddress`: whether `address` is a bitcoin address of `network` (mainnet
 * without one). A network that is not bitcoin's has no bitcoin addresses.
 */
export function isBitcoinAddressOn(address: string, network: Network | undefined): boolean {
  const kind = network ? bitcoinNetworkKind(network) : 'mainnet'
  return !!kind && decodeAddress(address, addressRules(kind)).ok
}
