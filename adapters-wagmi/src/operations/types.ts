import type { Config } from '@wagmi/core'
import type { AdapterContext } from '@walletport/core'

/**
 * What every chain operation of the wagmi adapter works with, as a wagmi action takes its
 * config: the config itself, the kit's context, and the tokens read over RPC.
 */
export type WagmiConnection = {
  readonly config: Config
  /** the kit's context while the adapter is set up */
  context(): AdapterContext | undefined
  /** ERC20 tokens read over RPC by chain id, when no data service answers */
  readonly tokens?: Record<number, readonly string[]> | undefined
}
