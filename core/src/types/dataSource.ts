import type { TokenBalance } from './account.js'
import type { Network } from './network.js'

export type Identity = { name: string | null; avatar: string | null }

/**
 * Where balances and identities come from: the hosted data service when an endpoint is
 * configured, else the adapters' RPC reads. Account features (history, swap, onramp, names)
 * extend it.
 */
export type DataSource = {
  getTokenBalances(p: {
    address: string
    network: Network
    forceUpdate?: boolean
    signal?: AbortSignal
  }): Promise<readonly TokenBalance[]>
  getIdentity(p: { address: string; network: Network; signal?: AbortSignal }): Promise<Identity>
  /** the names registered to an address, the primary one first (identity sync's last fallback) */
  getNamesForAddress?(p: {
    address: string
    network: Network
    signal?: AbortSignal
  }): Promise<readonly { name: string }[]>
}
