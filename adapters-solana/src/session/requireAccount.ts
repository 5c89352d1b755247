import { ProviderRpcError, WALLET_ERROR_CODES } from '@walletport/core'
import type { SolanaClient } from './SolanaClient.js'

/** The connected wallet and its account `address`; a wallet error when either is missing. */
export function requireAccount(client: SolanaClient, address: string) {
  const current = client.connection.current()
  if (!current)
    throw new ProviderRpcError({
      code: WALLET_ERROR_CODES.DISCONNECTED,
      message: 'No Solana wallet is connected',
    })
  const account = current.accounts.find((a) => a.address === address)
  if (!account)
    throw new ProviderRpcError({
      code: WALLET_ERROR_CODES.UNAUTHORIZED,
      message: `The wallet has not shared the account ${address}`,
    })
  return { wallet: current.wallet, account }
}
