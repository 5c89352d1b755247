import type { WriteContractParameters } from '@walletport/core'
import { encodeFunctionData, getAddress, type Hash, type Hex } from 'viem'
import { call } from 'viem/actions'
import { toEvmError } from '../errors/toEvmError.js'
import { InvalidAddressError, InvalidWalletRequestError } from '../errors/wallet.js'
import { isSendAddress } from '../utils/rules.js'
import { parseAccountAddress } from './parseAccountAddress.js'
import { sendTransaction } from './sendTransaction.js'
import type { EvmConnection } from './types.js'

/** Docs: /adapters-evm/evmAdapter#writeContract. A contract call, simulated, then sent. */
export async function writeContract(
  connection: EvmConnection,
  p: WriteContractParameters,
): Promise<Hash> {
  const account = parseAccountAddress(p.from)
  if (!isSendAddress(p.address)) throw new InvalidAddressError({ address: p.address })
  let data: Hex
  try {
    data = encodeFunctionData({ abi: p.abi, functionName: p.functionName, args: p.args })
  } catch (error) {
    throw new InvalidWalletRequestError({
      method: 'eth_sendTransaction',
      issue: `cannot encode ${p.functionName}: ${error instanceof Error ? error.message.split('\n')[0] : ''}`,
    })
  }
  connection.requireWallet()
  // simulate first, so a revert comes back with its reason before the wallet asks anyone
  try {
    await call(connection.getClient(p.network), {
      account,
      to: getAddress(p.address),
      data,
      value: p.value,
    })
  } catch (error) {
    throw toEvmError(error, { abi: p.abi })
  }
  return sendTransaction(connection, {
    network: p.network,
    from: account,
    to: p.address,
    data,
    value: p.value,
  })
}
