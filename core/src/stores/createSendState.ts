import type { TokenBalance } from '../types/account.js'
import { createRecordStore, type RecordStore } from './createRecordStore.js'

/** The send state. */
export type SendState = Readonly<{
  token?: TokenBalance
  sendTokenAmount?: string
  receiverAddress?: string
  receiverProfileImageUrl?: string
  receiverProfileName?: string
  gasPrice?: bigint
  gasPriceInUSD?: number
  networkBalanceInUSD?: string
  loading: boolean
  /** when the last balance retry ran, in ms since the epoch */
  lastRetry?: number
  tokenBalances: readonly TokenBalance[]
}>

export type SendStore = RecordStore<SendState>

/** The send form. */
export function createSendState(): SendStore {
  return createRecordStore<SendState>({ loading: false, tokenBalances: [] })
}
