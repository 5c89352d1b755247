import type { AdapterContext, ConnectionSlot, Network } from '@walletport/core'
import type { Address, Chain } from 'viem'
import type { EvmAdapterOptions } from '../evmAdapter.js'
import type { Eip1193Provider, EvmClient } from '../types.js'

/** The wallet connected now: its provider and what it last reported. */
export type WalletConnection = {
  connectorId: string
  provider: Eip1193Provider
  accounts: readonly Address[]
  chainId: number
}

/**
 * What every chain operation works with, as a viem action takes its client: the adapter's
 * options, the kit's context, the networks' public clients and the wallet connected now.
 */
export type EvmConnection = {
  readonly options: EvmAdapterOptions
  /** the kit's context while the adapter is set up */
  context(): AdapterContext | undefined
  /** the networks served: the options' or the kit's */
  networks(): readonly Network[]
  getClient(network: Network): EvmClient
  /** the viem chain of an eip155 network; UnsupportedChainError for another namespace */
  chainOf(network: Network): Chain
  /** the wallet connected now, with its listeners */
  readonly wallet: ConnectionSlot<WalletConnection>
  /** the wallet connected now; RequestBeforeConnectError without one */
  requireWallet(): WalletConnection
}
