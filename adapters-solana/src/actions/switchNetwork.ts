import type { Network } from '@walletport/core'
import { assertWalletChain } from '../session/assertWalletChain.js'
import type { SolanaClient } from '../session/SolanaClient.js'

/**
 * Solana wallets hold one key for every cluster: nothing to ask the wallet, only whether it
 * names the cluster at all ('Chain is not supported' when it does not).
 */
export function switchNetwork(client: SolanaClient, network: Network): void {
  const current = client.connection.current()
  if (current) assertWalletChain(current.wallet, network)
}
