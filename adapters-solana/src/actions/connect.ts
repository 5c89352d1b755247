import { type Connected, ProviderRpcError, WALLET_ERROR_CODES } from '@walletport/core'
import { assertWalletChain } from '../session/assertWalletChain.js'
import { attachConnection } from '../session/attachConnection.js'
import { requestAccounts } from '../session/requestAccounts.js'
import type { SolanaClient, SolanaSessionTarget } from '../session/SolanaClient.js'

/** Asks the wallet for its accounts; throws when it refuses or shares none. */
export async function connect(
  client: SolanaClient,
  { connectorId, wallet, network }: SolanaSessionTarget,
): Promise<Connected> {
  assertWalletChain(wallet, network)
  const accounts = await requestAccounts(wallet, false)
  if (!accounts.length)
    throw new ProviderRpcError({
      code: WALLET_ERROR_CODES.UNAUTHORIZED,
      message: `${wallet.name} shared no Solana account`,
    })
  return attachConnection(client, { connectorId, wallet, accounts }, network)
}
