import { askWallet } from './askWallet.js'
import type { EvmConnection } from './types.js'

/** Docs: /adapters-evm/evmAdapter#request. A request to the connected wallet, as it is. */
export function request(
  connection: EvmConnection,
  { method, params }: { method: string; params?: unknown },
): Promise<unknown> {
  const { provider } = connection.requireWallet()
  return askWallet(provider, params === undefined ? { method } : { method, params })
}
