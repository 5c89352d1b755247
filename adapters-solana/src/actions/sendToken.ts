import {
  InvalidSendParametersError,
  parseUnits,
  type SendTokenParameters,
  SolanaSendFailedError,
} from '@walletport/core'
import { requireAccount } from '../session/requireAccount.js'
import type { SolanaClient } from '../session/SolanaClient.js'
import { isSolanaAddress } from '../utils/isSolanaAddress.js'

/** SOL or an SPL token from the connected account, signed by its wallet; the signature. */
export async function sendToken(client: SolanaClient, p: SendTokenParameters): Promise<string> {
  const network = client.served(p.network)
  if (!p.amount || !p.to) throw new InvalidSendParametersError()
  const decimals = p.token ? p.token.decimals : network.nativeCurrency.decimals
  let amount: bigint
  try {
    amount = parseUnits(p.amount, decimals)
  } catch (error) {
    throw new InvalidSendParametersError({ cause: error })
  }
  if (amount <= 0n || !isSolanaAddress(p.to) || (p.token && !isSolanaAddress(p.token.address)))
    throw new InvalidSendParametersError()
  const { wallet, account } = requireAccount(client, p.from)
  try {
    return await (await client.rpc()).sendTransfer({
      network,
      wallet,
      account,
      to: p.to,
      amount,
      ...(p.token && { token: { mint: p.token.address, decimals } }),
    })
  } catch (error) {
    throw new SolanaSendFailedError({ cause: error })
  }
}
