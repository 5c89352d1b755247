import type { ReadableAtom } from 'nanostores'
import type { Account, Balance, TokenBalance } from './account.js'
import type { CaipNetworkId, ChainNamespace } from './caip.js'
import type {
  FeeEstimate,
  ReceiptResult,
  SendCallsParameters,
  SiwxVerificationResult,
  WaitForReceiptParameters,
  WalletAssets,
  WalletCallsParameters,
  WalletCapabilities,
} from './capabilities.js'
import type { Connector } from './connector.js'
import type { DataSource, Identity } from './dataSource.js'
import type { AdapterEmbedded } from './embedded.js'
import type { Logger } from './logger.js'
import type { Network } from './network.js'
import type { PairingClient } from './pairing.js'
import type { KitStorage } from './storage.js'

/** What an adapter is given by the kit: read-only facts and the only ways to report changes. */
export type AdapterContext = {
  /** the configured networks of this adapter's namespace */
  readonly networks: readonly Network[]
  readonly storage: KitStorage
  readonly projectId: string | undefined
  /** the hosted data service, when an endpoint is configured */
  readonly dataSource: DataSource | undefined
  readonly log: Logger
  /** the kit's WalletConnect client, when the `walletConnect` option is set and a relay is known */
  readonly pairing: PairingClient | undefined
  /** the embedded wallet's AUTH connector, when the `embeddedWallet` option is on (eip155, solana) */
  readonly embedded?: AdapterEmbedded | undefined
  /** the wallet switched or changed accounts; an empty list means it disconnected */
  accountsChanged(p: { connectorId: string; accounts: readonly Account[] }): void
  /** the wallet moved to another network (possibly one the kit does not know) */
  networkChanged(p: { connectorId: string; networkId: CaipNetworkId }): void
  /** the wallet ended the connection */
  disconnected(p: { connectorId: string }): void
  /**
   * a connection made outside the kit (an app's own wagmi `connect`, say): the kit adopts it
   * unless its own connect is under way; optional so older contexts stay valid
   */
  connected?(p: Connected): void
}

/** The outcome of a successful connect or reconnect. */
export type Connected = {
  connectorId: string
  /** the first account is the active one */
  accounts: readonly Account[]
  /** the network the wallet is on, which may be outside the configured list */
  networkId: CaipNetworkId
  provider?: unknown
}

export type SendTransactionParameters = {
  network: Network
  from: string
  to: string
  value?: bigint
  data?: `0x${string}`
  gas?: bigint
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
}

export type WriteContractParameters = {
  network: Network
  from: string
  address: string
  abi: readonly unknown[]
  functionName: string
  args?: readonly unknown[]
  value?: bigint
}

/** A transfer of the native currency (no `token`) or of a token, in decimal units. */
export type SendTokenParameters = {
  network: Network
  from: string
  to: string
  amount: string
  token?: { address: string; decimals: number }
}

/** The fields of a sign-in message. */
export type SiwxMessageData = {
  /** the scheme written before the domain (EIP-4361), e.g. 'https'; none by default */
  scheme?: string
  domain: string
  /** aud or uri: at least one is required */
  uri?: string
  aud?: string
  version: string
  nonce: string
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: readonly string[]
  statement?: string
  /** CAIP-2 id of the network the account signs on */
  networkId: CaipNetworkId
  accountAddress: string
}

/**
 * What a sign-in is checked against, known apart from the session being checked: the domain
 * the kit (or server) asked for and the nonce it issued; the uri when it set one.
 */
export type SiwxExpected = { domain: string; nonce: string; uri?: string | undefined }

/** Optional abilities: declared when present, never stubbed. Core returns the spec's empty result when missing. */
export type AdapterCapabilities = Partial<{
  sendTransaction(p: SendTransactionParameters): Promise<string>
  estimateGas(p: SendTransactionParameters): Promise<bigint>
  writeContract(p: WriteContractParameters): Promise<string>
  sendToken(p: SendTokenParameters): Promise<string>
  getTokenBalances(p: {
    address: string
    network: Network
    tokens?: readonly { address: string }[]
  }): Promise<readonly TokenBalance[]>
  getProfile(p: { address: string; network: Network }): Promise<Identity | undefined>
  siwx: {
    createMessage(p: SiwxMessageData): string
    /**
     * Writes and signs the message in one wallet request, for wallets that sign in natively
     * (Solana's `solana:signIn`): the kit then uses the message the wallet signed. Without
     * it the kit signs the message createMessage writes.
     */
    signIn?(p: {
      address: string
      data: SiwxMessageData
      network: Network
    }): Promise<{ message: string; signature: string }>
    verifyMessage(p: {
      message: string
      signature: string
      data: SiwxMessageData
      expected: SiwxExpected
    }): Promise<boolean>
  }
  request(p: { method: string; params?: unknown }): Promise<unknown>
  /** waits until a transaction is mined (6 retries from 200 ms doubling, 180 s, 1 confirmation) */
  waitForReceipt(p: WaitForReceiptParameters): Promise<ReceiptResult>
  /** fees for a transaction now, with the 1.2 base fee multiplier */
  estimateFees(p: { network: Network }): Promise<FeeEstimate>
  /** wallet_getCapabilities (EIP-5792) */
  getCapabilities(p: WalletCallsParameters): Promise<WalletCapabilities>
  /** wallet_getAssets (EIP-7811), checked to be an object of arrays of valid assets */
  getAssets(p: WalletCallsParameters): Promise<WalletAssets>
  /** wallet_sendCalls (EIP-5792): the id of the call bundle */
  sendCalls(p: SendCallsParameters): Promise<{ id: string }>
  /** the sign-in check with its reason; preferred to `siwx.verifyMessage` when declared */
  verifySiwx(p: {
    message: string
    signature: string
    data: SiwxMessageData
    expected: SiwxExpected
  }): Promise<SiwxVerificationResult>
}>

/** One chain namespace's bridge to wallets. */
export type ChainAdapter = {
  readonly namespace: ChainNamespace
  /** called once by the kit; returns the teardown */
  setup(ctx: AdapterContext): () => void
  readonly $connectors: ReadableAtom<readonly Connector[]>
  connect(p: { connectorId: string; network: Network }): Promise<Connected>
  /** resolves undefined when the connector is not (or no longer) authorised */
  reconnect(p: { connectorId: string; network: Network }): Promise<Connected | undefined>
  disconnect(): Promise<void>
  switchNetwork(p: { network: Network }): Promise<void>
  getBalance(p: { address: string; network: Network }): Promise<Balance>
  signMessage(p: { address: string; message: string; network?: Network }): Promise<string>
  /** the namespace's address rule; `network` narrows it where formats differ per network (bip122) */
  isAddress(address: string, network?: Network): boolean
  /**
   * the stricter rule for a send's receiver where the namespace has one (eip155: `0x`
   * required, the EIP-55 checksum checked when mixed case); `isAddress` applies without it
   */
  isSendAddress?(address: string, network?: Network): boolean
  formatUnits(value: bigint, decimals: number): string
  parseUnits(value: string, decimals: number): bigint
  readonly capabilities: AdapterCapabilities
}
