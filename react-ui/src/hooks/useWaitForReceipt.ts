'use client'
import type { ReceiptResult } from '@walletport/core'
import { type ReceiptQueryParameters, receiptQueryOptions } from '@walletport/core/query'
import { useKit } from './useKit.js'
import { type UseKitQueryReturnType, useKitQuery } from './useKitQuery.js'

export type UseWaitForReceiptParameters = ReceiptQueryParameters

/** `data` is null where the adapter cannot wait for receipts (outside eip155) */
export type UseWaitForReceiptReturnType = UseKitQueryReturnType<ReceiptResult | null, Error>

/**
 * Docs: /react-ui/hooks/useWaitForReceipt. Waits for a transaction's receipt once `hash` is
 * given: success or reverted, a replacement classed as repriced, cancelled or replaced.
 *
 * @example
 * const { data: hash, sendTransaction } = useSendTransaction()
 * const { data: receipt, status } = useWaitForReceipt({ hash })
 */
export function useWaitForReceipt(
  parameters: UseWaitForReceiptParameters = {},
): UseWaitForReceiptReturnType {
  return useKitQuery<ReceiptResult | null>(receiptQueryOptions(useKit(), parameters))
}
