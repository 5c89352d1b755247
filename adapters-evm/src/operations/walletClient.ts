import { type Chain, type Client, type CustomTransport, createClient, custom } from 'viem'
import type { Eip1193Provider } from '../types.js'

/**
 * A bare viem client on a wallet's provider, for viem's action functions: a wallet client's
 * methods would bring every wallet action into the bundle.
 */
export function walletClient(
  provider: Eip1193Provider,
  chain?: Chain,
): Client<CustomTransport, Chain | undefined> {
  // a wallet request is never retried: a retry could prompt the person twice
  return createClient({ chain, transport: custom(provider, { retryCount: 0 }) })
}
