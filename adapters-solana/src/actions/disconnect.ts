import { DisconnectFailedError } from '@walletport/core'
import type { SolanaClient } from '../session/SolanaClient.js'
import { getWalletFeature } from '../wallet/getWalletFeature.js'

/** Ends the current connection at once, then asks the wallet to forget the app. */
export async function disconnect(client: SolanaClient): Promise<void> {
  const current = client.connection.current()
  if (!current) return
  client.connection.detach()
  const feature = getWalletFeature(current.wallet, 'standard:disconnect')
  try {
    await feature?.disconnect()
  } catch (error) {
    throw new DisconnectFailedError({ cause: error })
  }
}
