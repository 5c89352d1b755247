import { bytesToHex } from '@noble/hashes/utils.js'
import type { Account, Connected, Network } from '@walletport/core'
import { checkBitcoinAddress } from '../address/parseBitcoinAddress.js'
import type { BitcoinAccount, BitcoinConnector } from '../connectors/BitcoinConnector.js'
import type { BitcoinNetworkParams } from '../networks/getBitcoinNetwork.js'

/** Accounts usable on the network, payment accounts first (the first one is the active one). */
export function usableAccounts(
  accounts: readonly BitcoinAccount[],
  params: BitcoinNetworkParams,
): BitcoinAccount[] {
  const valid = accounts.filter((a) => checkBitcoinAddress(a.address, params).ok)
  return [
    ...valid.filter((a) => a.purpose === 'payment'),
    ...valid.filter((a) => a.purpose !== 'payment'),
  ]
}

/** Whether two lists name the same accounts, in the same order. */
export function sameAccounts(a: readonly BitcoinAccount[], b: readonly BitcoinAccount[]): boolean {
  return (
    a.length === b.length &&
    a.every((x, i) => x.address === b[i]?.address && x.purpose === b[i]?.purpose)
  )
}

export function toCoreAccounts(accounts: readonly BitcoinAccount[]): Account[] {
  return accounts.map((a) => ({
    namespace: 'bip122',
    address: a.address,
    type: a.purpose,
    ...(a.publicKey ? { publicKey: bytesToHex(a.publicKey) } : {}),
    ...(a.path ? { path: a.path } : {}),
  }))
}

export function toConnected(
  connector: BitcoinConnector,
  accounts: readonly BitcoinAccount[],
  network: Network,
): Connected {
  return {
    connectorId: connector.id,
    accounts: toCoreAccounts(accounts),
    networkId: network.caipNetworkId,
    ...(connector.provider === undefined ? {} : { provider: connector.provider }),
  }
}
