import type { Account, Chain, PublicClient, Transport, WalletClient } from 'viem'
import type { DemoContracts } from '../contracts/demoContracts.js'
import type { TokenInfoReader } from './createTokenInfoReader.js'
import type { HistoryIndex } from './history/createHistoryIndex.js'
import type { NameRegistry } from './names/createNameRegistry.js'
import type { OnrampDesk } from './onramp/createOnrampDesk.js'

/** A chain the service serves: a demo anvil node. */
export type ServedChain = {
  chainId: number
  /** `eip155:<id>` */
  caipNetworkId: string
  name: string
  /** the on-ramp's network name, e.g. `devnet-a` */
  slug: string
  client: PublicClient
  /** the on-ramp's paying account on this chain; undefined when the service has none */
  operator: WalletClient<Transport, Chain, Account> | undefined
  /** its transactions, indexed on demand */
  history: HistoryIndex
  tokens: TokenInfoReader
}

/** What every route reads: the chains, the demo contracts, prices and the in-memory stores. */
export type DataServiceContext = {
  /** the service's own root URL, for icons and the on-ramp page */
  baseUrl: string
  /** by CAIP-2 id, in the order given */
  chains: ReadonlyMap<string, ServedChain>
  contracts: DemoContracts
  /** USD prices by symbol */
  prices: Readonly<Record<string, number>>
  /** transactions per history page */
  pageSize: number
  names: NameRegistry
  onramp: OnrampDesk
  now: () => number
}
