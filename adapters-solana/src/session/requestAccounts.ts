import type { Wallet } from '@wallet-standard/base'
import { ConnectorNotFoundError } from '@walletport/core'
import { getWalletFeature } from '../wallet/getWalletFeature.js'
import { getSolanaWalletAccounts } from '../wallet/toAccounts.js'
import { toProviderError } from './toProviderError.js'

/** The wallet's usable Solana accounts through `standard:connect`; `silent` asks for no prompt. */
export async function requestAccounts(wallet: Wallet, silent: boolean) {
  const feature = getWalletFeature(wallet, 'standard:connect')
  if (!feature) throw new ConnectorNotFoundError()
  let output: unknown
  try {
    output = await feature.connect(silent ? { silent: true } : undefined)
  } catch (error) {
    throw toProviderError(error, 'The wallet did not connect')
  }
  const accounts = (output as { accounts?: unknown } | undefined)?.accounts ?? wallet.accounts
  return getSolanaWalletAccounts(accounts)
}
