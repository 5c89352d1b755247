import type { GetConnectionReturnType } from '@wagmi/core'
import type { Account, Connected } from '@walletport/core'

/** what the kit was last told of wagmi's connection, to report only changes */
export type Reported = { connectorId: string; addresses: readonly string[]; chainId: number }

/** the parts of wagmi's connection the kit is told */
export function snapshot(connection: GetConnectionReturnType & { status: 'connected' }): Reported {
  return {
    connectorId: connection.connector.id,
    addresses: connection.addresses,
    chainId: connection.chainId,
  }
}

/** eip155 accounts, as the kit lists them */
export function toAccounts(addresses: readonly string[]): Account[] {
  return addresses.map((address) => ({ namespace: 'eip155', address, type: 'eoa' }))
}

/** what the kit is told of a connection */
export function toConnected(reported: Reported, provider?: unknown): Connected {
  return {
    connectorId: reported.connectorId,
    accounts: toAccounts(reported.addresses),
    networkId: `eip155:${reported.chainId}`,
    ...(provider === undefined ? {} : { provider }),
  }
}
