import { type Chain, createWalletClient, custom } from 'viem'
import type { Eip1193Provider } from '../types.js'

/** A viem wallet client on a provider. */
export function walletClient(provider: Eip1193Provider, chain?: Chain) {
  // a wallet request is never retried: a retry could prompt the person twice
  return createWalletClient({ chain, transport: custom(provider, { retryCount: 0 }) })
}
