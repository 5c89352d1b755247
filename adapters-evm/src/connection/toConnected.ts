import type { Account, Connected } from '@walletport/core'
import type { WalletConnection } from '../operations/types.js'

/** What the kit is told of a connection. */
export function toConnected(wallet: WalletConnection): Connected {
  return {
    connectorId: wallet.connectorId,
    accounts: toAccounts(wallet.accounts),
    networkId: `eip155:${wallet.chainId}`,
    provider: wallet.provider,
  }
}

/** eip155 accounts, as the kit lists them. */
export function toAccounts(addresses: readonly string[]): Account[] {
  return addresses.map((address) => ({ namespace: 'eip155', address, type: 'eoa' }))
}
