import { assertFeeParameters, type SendTransactionParameters } from '@walletport/core'
import { getAddress, isAddress } from 'viem'
import { estimateGas as viemEstimateGas } from 'viem/actions'
import { toEvmError } from '../errors/toEvmError.js'
import { InvalidAddressError } from '../errors/wallet.js'
import { parseAccountAddress } from './parseAccountAddress.js'
import type { EvmConnection } from './types.js'

/** Docs: /adapters-evm/evmAdapter#estimateGas. The gas a transaction would use now. */
export async function estimateGas(
  connection: EvmConnection,
  p: SendTransactionParameters,
): Promise<bigint> {
  const account = parseAccountAddress(p.from)
  if (!isAddress(p.to, { strict: false })) throw new InvalidAddressError({ address: p.to })
  assertFeeParameters(p)
  try {
    return await viemEstimateGas(connection.getClient(p.network), {
      account,
      to: getAddress(p.to),
      value: p.value,
      data: p.data,
    })
  } catch (error) {
    throw toEvmError(error)
  }
}
