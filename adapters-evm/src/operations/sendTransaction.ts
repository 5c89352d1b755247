import { assertFeeParameters, type SendTransactionParameters } from '@walletport/core'
import { getAddress, type Hash } from 'viem'
import { sendTransaction as viemSendTransaction } from 'viem/actions'
import { toEvmError } from '../errors/toEvmError.js'
import { InvalidAddressError } from '../errors/wallet.js'
import { isSendAddress } from '../utils/rules.js'
import { parseAccountAddress } from './parseAccountAddress.js'
import type { EvmConnection } from './types.js'
import { walletClient } from './walletClient.js'

/** Docs: /adapters-evm/evmAdapter#sendTransaction. A transaction the wallet signs and sends. */
export async function sendTransaction(
  connection: EvmConnection,
  p: SendTransactionParameters,
): Promise<Hash> {
  const wallet = connection.requireWallet()
  const chain = connection.chainOf(p.network)
  assertFeeParameters(p)
  if (!isSendAddress(p.to)) throw new InvalidAddressError({ address: p.to })
  const account = parseAccountAddress(p.from)
  const base = { account, chain, to: getAddress(p.to), value: p.value, data: p.data, gas: p.gas }
  const client = walletClient(wallet.provider, chain)
  try {
    return p.gasPrice !== undefined
      ? await viemSendTransaction(client, { ...base, gasPrice: p.gasPrice })
      : await viemSendTransaction(client, {
          ...base,
          maxFeePerGas: p.maxFeePerGas,
          maxPriorityFeePerGas: p.maxPriorityFeePerGas,
        })
  } catch (error) {
    throw toEvmError(error)
  }
}
