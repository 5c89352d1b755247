import type { Kit } from '../kit/types.js'
import type { ChainAdapter } from '../types/adapter.js'
import type { ChainNamespace } from '../types/caip.js'
import type { Network } from '../types/network.js'
import { fetchBalance } from './fetchBalance.js'

export type RefreshBalanceAfterParameters = {
  namespace: ChainNamespace
  network: Network
  adapter: ChainAdapter
  hash: string
}

/**
 * Reads the account's balance again, past every cache, once a transaction it sent is mined
 * (at once where the adapter cannot wait for receipts), so the Account view shows what the
 * send or swap left. It runs after the action has returned: a failure is only logged.
 */
export async function refreshBalanceAfter(
  kit: Kit,
  { namespace, network, adapter, hash }: RefreshBalanceAfterParameters,
): Promise<void> {
  try {
    await adapter.capabilities.waitForReceipt?.({ network, hash })
    if (kit._internal.chains.get(namespace)?.activeNetwork.caipNetworkId !== network.caipNetworkId)
      return
    await fetchBalance(kit, { namespace, force: true })
  } catch (error) {
    kit.log.warn('the balance could not be read after the transaction', error)
  }
}
