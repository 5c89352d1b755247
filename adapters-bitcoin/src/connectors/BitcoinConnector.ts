import type { ConnectorType, Network } from '@walletport/core'
import type { BitcoinAccountPurpose, BitcoinChain, BitcoinInputToSign } from '../wallet/features.js'

/** One account as the adapter keeps it, whatever transport the wallet came through. */
export type BitcoinAccount = {
  address: string
  purpose: BitcoinAccountPurpose
  /** compressed (33 bytes) or x-only (32 bytes) public key, when the wallet shares it */
  publicKey?: Uint8Array
  /** derivation path, when the wallet shares it */
  path?: string
}

/** Where a request is going: core's network and the Wallet Standard chain id of the same chain. */
export type BitcoinTarget = { network: Network; chain: BitcoinChain }

/**
 * The seam between the adapter and a way to reach a bitcoin wallet. The adapter makes one
 * per discovered Wallet Standard wallet, and one for the kit's WalletConnect session
 * (createWalletConnectConnector); other transports plug in through the adapter's
 * `connectors` option.
 */
export type BitcoinConnector = {
  /** stable across page loads: reconnect finds the connector by it */
  readonly id: string
  readonly name: string
  readonly type: ConnectorType
  readonly icon?: string
  readonly rdns?: string
  /** the object apps may want for wallet-specific calls; reported as Connected.provider */
  readonly provider?: unknown
  /** whether the wallet serves this chain at all */
  supports(target: BitcoinTarget): boolean
  /** asks for accounts; with `silent`, only already-authorised ones, without a prompt */
  connect(
    p: BitcoinTarget & { purposes: readonly BitcoinAccountPurpose[]; silent?: boolean },
  ): Promise<readonly BitcoinAccount[]>
  disconnect(): Promise<void>
  /** returns the PSBT with the account's signatures added */
  signPsbt(
    p: BitcoinTarget & {
      account: BitcoinAccount
      psbt: Uint8Array
      inputsToSign: readonly BitcoinInputToSign[]
    },
  ): Promise<Uint8Array>
  /** returns the signature as the wallet encodes it (base64 BIP-137 or BIP-322) */
  signMessage?(p: { account: BitcoinAccount; message: string }): Promise<string>
  /** wallet-side account changes; an empty list means the wallet disconnected. Returns the unsubscribe. */
  watchAccounts?(listener: (accounts: readonly BitcoinAccount[]) => void): () => void
}
