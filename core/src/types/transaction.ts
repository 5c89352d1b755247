import type { CaipNetworkId } from './caip.js'

/** One movement of value inside a transaction: a fungible token or an NFT. */
export type TransactionTransfer = {
  direction?: 'in' | 'out' | 'self'
  fungible_info?: {
    name?: string
    symbol?: string
    icon?: { url: string }
  }
  nft_info?: {
    name?: string
    content?: { preview?: { url: string } }
    /** set by the data service; history hides transactions made only of spam */
    flags?: { is_spam: boolean }
  }
  quantity: { numeric: string }
  value?: number
  price?: number
}

/** A history entry. */
export type TransactionRecord = {
  id: string
  metadata: {
    /** ISO 8601 time the block was mined */
    minedAt: string
    /** CAIP-2 id of the network the transaction ran on; history keeps only the active one's */
    chain?: CaipNetworkId
    operationType: string
    status: string
    sentFrom: string
    sentTo: string
    hash?: string
  }
  transfers: readonly TransactionTransfer[]
}
