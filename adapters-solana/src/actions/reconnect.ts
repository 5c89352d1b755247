import type { Connected } from '@walletport/core'
import { assertWalletChain } from '../session/assertWalletChain.js'
import { attachConnection } from '../session/attachConnection.js'
import { requestAccounts } from '../session/requestAccounts.js'
import type { SolanaClient, SolanaSessionTarget } from '../session/SolanaClient.js'

/** The wallet's accounts without a prompt; undefined when it has not authorised the app. */
export async function reconnect(
  client: SolanaClient,
  { connectorId, wallet, network }: SolanaSessionTarget,
): Promise<Connected | undefined> {
  assertWalletChain(wallet, network)
  const accounts = await requestAccounts(wallet, true)
  if (!accounts.length) return undefined
  return attachConnection(client, { connectorId, wallet, accounts }, network)
}
