import type { Account } from '../../types/account.js'
import type { AdapterCapabilities, ChainAdapter } from '../../types/adapter.js'
import type { CaipNetworkId, ChainNamespace } from '../../types/caip.js'
import type { Connector } from '../../types/connector.js'
import type { Identity } from '../../types/dataSource.js'

/** Switches that force each failure path, per method. */
export type MockFailures = {
  /** 4001; never answers; lands on an unconfigured network; the wallet disconnects mid-request (4900) */
  connect?: 'reject' | 'timeout' | 'wrongChain' | 'disconnect'
  /** the wallet throws instead of reconnecting */
  reconnect?: 'fail'
  /**
   * 4001; disconnects mid-request; the wallet does not know the network (4902) and adds it;
   * it does not know it and adding fails ('Chain is not supported')
   */
  switchNetwork?: 'reject' | 'disconnect' | 'unrecognizedChain' | 'addChainFails'
  /** ...; or signs something else, so that the signature does not verify */
  signMessage?: 'reject' | 'timeout' | 'disconnect' | 'wrongSignature'
  disconnect?: 'fail'
  getBalance?: 'fail'
  /** the getProfile capability throws */
  getProfile?: 'fail'
  /** the wallet declines (4001) the sendToken, sendTransaction or writeContract capability */
  send?: 'reject'
}

export type MockAdapterParameters = {
  namespace: ChainNamespace
  /** the wallet's accounts, as addresses (type eoa) or full accounts; the first is active */
  accounts: readonly (string | Account)[]
  /** the networks the wallet knows; others go through the add-network path. All configured ones by default */
  networks?: readonly CaipNetworkId[]
  /** the connectors it announces; one installed INJECTED 'mock' connector by default */
  connectors?: readonly (Partial<Connector> & { id: string })[]
  /** connectors already approved, so reconnect succeeds at once as after a page reload */
  authorized?: readonly string[]
  /** the native balance every account has */
  balance?: bigint
  failures?: MockFailures
  /** where 'wrongChain' lands; `<namespace>:999999` by default */
  wrongNetworkId?: CaipNetworkId
  /** the optional capabilities it declares; eip155 declares the EVM ones by default */
  capabilities?: readonly (keyof AdapterCapabilities)[]
  /** what the getProfile capability answers; nothing found by default */
  profile?: Identity
}

export type MockCall = { method: string; parameters: unknown }

export type MockAdapter = ChainAdapter & {
  /** every call the kit made, in order */
  readonly calls: readonly MockCall[]
  /** the networks it added through the 4902 path */
  readonly addedNetworks: readonly CaipNetworkId[]
  setFailures(failures: MockFailures): void
  /** the wallet switches accounts, as a user would; an empty list is a disconnect */
  changeAccounts(accounts: readonly (string | Account)[]): void
  /** the wallet moves to another network by itself */
  changeNetwork(networkId: CaipNetworkId): void
  /** the wallet ends the session */
  endSession(): void
  /** a wallet is discovered (EIP-6963 announce, Wallet Standard register) */
  addConnector(connector: Partial<Connector> & { id: string }): void
  /** the wallet's own view: the connector it is connected through, its network and accounts */
  wallet(): {
    connectorId: string | undefined
    networkId: CaipNetworkId | undefined
    accounts: readonly Account[]
  }
}
