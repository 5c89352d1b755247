import { type WaitForReceiptActionParameters, waitForReceipt } from '../actions/waitForReceipt.js'
import type { Kit } from '../kit/types.js'
import type { ReceiptResult } from '../types/capabilities.js'
import type { KitQueryOptions } from './types.js'

export type ReceiptQueryParameters = Omit<WaitForReceiptActionParameters, 'hash'> & {
  /** waits, disabled, while there is no hash */
  hash?: string | undefined
}

/**
 * Docs: /core/query/receiptQueryOptions. The receipt of a transaction (waitForReceipt: success
 * or reverted, a replacement classed). A receipt never changes, so it stays fresh; the wait
 * has its own retries, so the query adds none. Null where the adapter cannot wait.
 */
export function receiptQueryOptions(
  kit: Kit,
  { hash, ...parameters }: ReceiptQueryParameters,
): KitQueryOptions<ReceiptResult | null> {
  const networkId = parameters.networkId ?? kit.$activeNetwork.get().caipNetworkId
  return {
    queryKey: ['receipt', { hash, networkId, confirmations: parameters.confirmations }],
    queryFn: async () => {
      if (!hash) throw new Error('unreachable: the query is disabled without a hash')
      // no capability (another namespace) is a settled answer too: null, as the cache holds
      // no undefined
      return (await waitForReceipt(kit, { ...parameters, networkId, hash })) ?? null
    },
    enabled: Boolean(hash),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  }
}
