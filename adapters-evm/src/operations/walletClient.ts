import {
  type Chain,
  type CustomTransport,
  createWalletClient,
  custom,
  type WalletClient,
} from 'viem'
import type { Eip1193Provider } from '../types.js'

/**
 * A viem wallet client on a provider. The return type is written out: inferred, it names
 * viem's internal action files, which a published declaration cannot reach (TS2742).
 */
export function walletClient(
  provider: Eip1193Provider,
  chain?: Chain,
): WalletClient<CustomTransport, Chain | undefined, undefined> {
  // a wallet request is never retried: a retry could prompt the person twice
  return createWalletClient({ chain, transport: custom(provider, { retryCount: 0 }) })
}
