import type { DemoContracts } from '../contracts/demoContracts.js'

/**
 * What the demo server hands the page: the local chains, the demo wallet's key, the local
 * data service and the demo contracts. The
 * server injects it as the `__WALLETPORT_DEMO__` constant (Vite `define`); a page served any
 * other way sees no constant and runs without the demo wallet.
 */
export type DemoChain = {
  /** the EIP-155 chain id */
  id: number
  name: string
  /** the local anvil node; absent for the chain the wallet knows but cannot reach */
  rpcUrl?: string
  /** true for the chain the app does not list, to show the unsupported-network path */
  unlisted?: boolean
}

export type DemoConfig = {
  /** the listed chains first (two anvil nodes), then the unlisted one */
  chains: readonly DemoChain[]
  /** an anvil dev account's key: public knowledge, worthless outside the local chains */
  privateKey: `0x${string}`
  /**
   * the local data service standing in for the hosted one (balances, history, swaps,
   * on-ramp, names), for `hostedData({ baseUrl: dataServiceUrl })`; absent without one
   */
  dataServiceUrl?: string
  /** the demo tokens, spam collection and swap contract: the same addresses on every chain */
  contracts?: DemoContracts
  /**
   * the reference embedded-wallet frame (examples/embedded-frame), the kit's
   * `endpoints.embeddedWallet` for email and social login; absent without one
   */
  embeddedWalletUrl?: string
  /** a local WalletConnect relay (`ws://`), the kit's `walletConnect({ relayUrl })`; absent without one */
  relayUrl?: string
  /** the demo phone wallet's page (examples/phone-wallet), a WalletConnect wallet to pair with */
  phoneWalletUrl?: string
}

declare global {
  const __WALLETPORT_DEMO__: DemoConfig | undefined
}

/** The injected demo configuration, or undefined when the page was not started by the demo server. */
export function getDemoConfig(): DemoConfig | undefined {
  // typeof keeps a page served without the constant from throwing a ReferenceError
  return typeof __WALLETPORT_DEMO__ === 'undefined' ? undefined : __WALLETPORT_DEMO__
}

/** The chains the app lists (the reachable ones). */
export function getListedChains(config: DemoConfig): readonly DemoChain[] {
  return config.chains.filter((chain) => !chain.unlisted && chain.rpcUrl)
}
