import type { Network } from './network.js'

/** A 0x-prefixed hex string: hashes, balances and chain ids as wallets write them. */
export type Hex = `0x${string}`

/** How a transaction that was replaced by another with the same nonce is classed. */
export type ReplacementReason = 'repriced' | 'cancelled' | 'replaced'

export type WaitForReceiptParameters = {
  network: Network
  hash: string
  /** 1 by default */
  confirmations?: number
  /** ms; 180 s by default */
  timeout?: number
}

/** A mined transaction. */
export type ReceiptResult = {
  status: 'success' | 'reverted'
  /** the hash that was mined: the replacement's when the transaction was replaced */
  transactionHash: Hex
  blockNumber: bigint
  gasUsed: bigint
  /** set when another transaction with the same nonce was mined instead */
  replacement?: { reason: ReplacementReason; replacedHash: Hex }
}

/** Fees for a transaction now: EIP-1559 ones, or a legacy gas price where the network has none. */
export type FeeEstimate =
  | { type: 'eip1559'; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }
  | { type: 'legacy'; gasPrice: bigint }

/** A wallet_getCapabilities answer: capability objects keyed by hex chain id. */
export type WalletCapabilities = Record<Hex, Record<string, unknown>>

/** One entry of a wallet_getAssets answer. */
export type WalletAsset = {
  address: string
  /** hex */
  balance: Hex
  type: 'ERC20' | 'NATIVE'
  metadata: {
    name: string
    symbol: string
    decimals: number
    price?: number | undefined
    iconUrl?: string | undefined
    value?: number | undefined
  }
}

/** A wallet_getAssets answer: an object of arrays of valid assets, keyed by hex chain id. */
export type WalletAssets = Record<Hex, WalletAsset[]>

export type WalletCallsParameters = {
  /** the accounts whose capabilities or assets are asked for */
  address: string
  /** only these chains; every chain the wallet knows by default */
  chainIds?: readonly number[]
}

export type SendCallsParameters = {
  network: Network
  from: string
  /** `{ to, data?, value? }` objects; targets and data must start with 0x */
  calls: unknown
  /** the wallet must run them all or none */
  atomicRequired?: boolean
  capabilities?: Record<string, unknown>
}

/** A sign-in check with its reason, where `siwx.verifyMessage` answers only a boolean. */
export type SiwxVerificationResult = { valid: boolean; reason?: string }
