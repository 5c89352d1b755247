import type { Chain, Client, Transport } from 'viem'

/**
 * The viem client the adapter reads a network with: a bare client, without viem's action
 * methods, so that a page carries only the actions it calls. Use viem's tree-shakable actions
 * (`getBlockNumber(client)` from `viem/actions`), or `client.extend(publicActions)`.
 */
export type EvmClient = Client<Transport, Chain>

/** An EIP-1193 provider as wallets inject it: only `request` is required. */
export type Eip1193Provider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...args: never[]) => void): unknown
  removeListener?(event: string, listener: (...args: never[]) => void): unknown
}

/**
 * The part of `window` the adapter uses: the EIP-6963 event surface and the legacy
 * `ethereum` global. A plain EventTarget is enough, which keeps tests and SSR simple.
 */
export type EvmWindow = Pick<
  EventTarget,
  'addEventListener' | 'removeEventListener' | 'dispatchEvent'
> & {
  ethereum?: unknown
}

/** What an EIP-6963 wallet announces about itself, after validation. */
export type Eip6963ProviderInfo = {
  uuid: string
  name: string
  /** a data URI; dropped when the wallet gave anything else */
  icon: string | undefined
  rdns: string
}

export type Eip6963ProviderDetail = {
  info: Eip6963ProviderInfo
  provider: Eip1193Provider
}
