import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { AdapterContext, ConnectionSlot, LoadOnce, Network } from '@walletport/core'
import type { SolanaTokenInfo } from '../balances/getTokenBalancesFromRpc.js'
import type { SolanaRpc } from '../rpc/createSolanaRpc.js'
import type { SolanaCommitment } from '../solanaAdapter.js'

/** The connected wallet, its connector and the accounts it shared (updated as they change). */
export type SolanaConnection = {
  readonly connectorId: string
  readonly wallet: Wallet
  accounts: readonly WalletAccount[]
}

/** What the adapter gives its lazy part: its settings and its kit. */
export type SolanaSessionHost = {
  /** `confirmed` by default */
  readonly commitment?: SolanaCommitment | undefined
  readonly tokenList?: readonly SolanaTokenInfo[] | undefined
  /** the kit's context while the adapter is set up */
  context(): AdapterContext | undefined
  /** the network as given when the adapter serves it; throws 'Unsupported chain' otherwise */
  served(network: Network | undefined): Network
}

/**
 * What every Solana action takes first, as viem's actions take a client: the host, the
 * adapter's current connection, and the RPC client, whose code (web3.js) loads on the
 * first read or send.
 */
export type SolanaClient = Omit<SolanaSessionHost, 'commitment'> & {
  readonly connection: ConnectionSlot<SolanaConnection>
  readonly rpc: LoadOnce<SolanaRpc>
}

/** A wallet to connect through a connector, on a network the adapter serves. */
export type SolanaSessionTarget = { connectorId: string; wallet: Wallet; network: Network }
