import {
  InvalidSendParametersError,
  SendFailedError,
  type SendTokenParameters,
  UnsupportedChainError,
} from '@walletport/core'
import { erc20Abi, type Hash, isAddress } from 'viem'
import { parseSendAmount } from '../send/parseSendAmount.js'
import { isSendAddress } from '../utils/rules.js'
import { sendTransaction } from './sendTransaction.js'
import type { EvmConnection } from './types.js'
import { writeContract } from './writeContract.js'

/** Docs: /adapters-evm/evmAdapter#sendToken. The native currency, or an ERC20 `transfer`. */
export async function sendToken(connection: EvmConnection, p: SendTokenParameters): Promise<Hash> {
  if (p.network.chainNamespace !== 'eip155') throw new UnsupportedChainError()
  const decimals = p.token ? p.token.decimals : p.network.nativeCurrency.decimals
  const amount = parseSendAmount(p.amount, decimals)
  if (amount === undefined || !isSendAddress(p.to) || !isAddress(p.from, { strict: false }))
    throw new InvalidSendParametersError()
  if (p.token && !isSendAddress(p.token.address)) throw new InvalidSendParametersError()
  try {
    if (!p.token)
      return await sendTransaction(connection, {
        network: p.network,
        from: p.from,
        to: p.to,
        value: amount,
      })
    return await writeContract(connection, {
      network: p.network,
      from: p.from,
      address: p.token.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [p.to, amount],
    })
  } catch (error) {
    // the send form shows 'Something went wrong'; the typed reason stays in the cause
    throw new SendFailedError({ cause: error })
  }
}
