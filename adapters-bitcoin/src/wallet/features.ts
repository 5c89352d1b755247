import type { IdentifierArray, Wallet, WalletAccount } from '@wallet-standard/base'

/**
 * The Wallet Standard features the bitcoin adapter speaks. A wallet is listed when it has
 * `bitcoin:connect` and `bitcoin:signPsbt` and at least one `bitcoin:*` chain;
 * `bitcoin:signMessage`, `standard:events` and `standard:disconnect` are used when present.
 *
 * All byte fields are Uint8Array; every answer is checked before use.
 */

/** Wallet Standard chain ids of the bitcoin networks. */
export type BitcoinChain =
  | 'bitcoin:mainnet'
  | 'bitcoin:testnet'
  | 'bitcoin:testnet4'
  | 'bitcoin:signet'
  | 'bitcoin:regtest'

/** What an account is for: spending (payment) or holding inscriptions (ordinal). */
export type BitcoinAccountPurpose = 'payment' | 'ordinal'

/**
 * An account a bitcoin wallet shares. `purpose` defaults to payment when absent.
 * `publicKey` is the 33-byte compressed key, or the 32-byte x-only internal key of a
 * taproot account; it is needed to spend from p2tr (internal key) and p2sh-p2wpkh
 * (redeem script) addresses.
 */
export type BitcoinWalletAccount = WalletAccount & { readonly purpose?: BitcoinAccountPurpose }

export const BITCOIN_CONNECT = 'bitcoin:connect'
export const BITCOIN_SIGN_PSBT = 'bitcoin:signPsbt'
export const BITCOIN_SIGN_MESSAGE = 'bitcoin:signMessage'
export const STANDARD_EVENTS = 'standard:events'
export const STANDARD_DISCONNECT = 'standard:disconnect'

export type BitcoinConnectInput = {
  /** the account purposes asked for, in order of preference */
  readonly purposes: readonly BitcoinAccountPurpose[]
  /** the chain the accounts must belong to */
  readonly chain: BitcoinChain
  /** true to return already-authorised accounts without prompting (reconnect); a wallet that cannot answers with none */
  readonly silent?: boolean
}
export type BitcoinConnectOutput = { readonly accounts: readonly BitcoinWalletAccount[] }

/** `bitcoin:connect` 1.0.0: ask for accounts of some purposes on one chain. */
export type BitcoinConnectFeature = {
  readonly [BITCOIN_CONNECT]: {
    readonly version: '1.0.0'
    connect(input: BitcoinConnectInput): Promise<BitcoinConnectOutput>
  }
}

export type BitcoinInputToSign = {
  readonly index: number
  /** defaults to SIGHASH_ALL (SIGHASH_DEFAULT for taproot) */
  readonly sighashTypes?: readonly number[]
}
export type BitcoinSignPsbtInput = {
  readonly account: WalletAccount
  readonly chain: BitcoinChain
  /** BIP-174 serialised PSBT */
  readonly psbt: Uint8Array
  /** the inputs this account must sign; the wallet must not change the transaction */
  readonly inputsToSign: readonly BitcoinInputToSign[]
}
/** the PSBT with signatures added (finalised or not: the adapter finalises what is left) */
export type BitcoinSignPsbtOutput = { readonly signedPsbt: Uint8Array }

/** `bitcoin:signPsbt` 1.0.0: sign inputs of PSBTs, one output per input, never broadcast. */
export type BitcoinSignPsbtFeature = {
  readonly [BITCOIN_SIGN_PSBT]: {
    readonly version: '1.0.0'
    signPsbt(...inputs: readonly BitcoinSignPsbtInput[]): Promise<readonly BitcoinSignPsbtOutput[]>
  }
}

export type BitcoinSignMessageInput = {
  readonly account: WalletAccount
  /** UTF-8 bytes of the message */
  readonly message: Uint8Array
}
export type BitcoinSignMessageOutput = {
  /** base64 signature: BIP-137 compact ECDSA or BIP-322 simple, as `protocol` says */
  readonly signature: string
  readonly protocol?: 'bip137' | 'bip322'
}

/** `bitcoin:signMessage` 1.0.0: sign messages with an account's key. */
export type BitcoinSignMessageFeature = {
  readonly [BITCOIN_SIGN_MESSAGE]: {
    readonly version: '1.0.0'
    signMessage(
      ...inputs: readonly BitcoinSignMessageInput[]
    ): Promise<readonly BitcoinSignMessageOutput[]>
  }
}

/** What `standard:events` 'change' carries (the Wallet Standard's own shape). */
export type StandardEventsChangeProperties = {
  readonly chains?: IdentifierArray
  readonly features?: Wallet['features']
  readonly accounts?: readonly WalletAccount[]
}
export type StandardEventsFeature = {
  readonly [STANDARD_EVENTS]: {
    readonly version: '1.0.0'
    on(event: 'change', listener: (properties: StandardEventsChangeProperties) => void): () => void
  }
}
export type StandardDisconnectFeature = {
  readonly [STANDARD_DISCONNECT]: { readonly version: '1.0.0'; disconnect(): Promise<void> }
}

/** A wallet with every feature the adapter knows (the optional ones may be missing in practice). */
export type BitcoinStandardWallet = Omit<Wallet, 'features'> & {
  readonly features: BitcoinConnectFeature &
    BitcoinSignPsbtFeature &
    Partial<BitcoinSignMessageFeature & StandardEventsFeature & StandardDisconnectFeature>
}
