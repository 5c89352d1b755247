import { sendCalls as viemSendCalls } from 'viem/actions'
import { toEvmError } from '../errors/toEvmError.js'
import type { EvmCapabilities } from '../evmAdapter.js'
import { parseCallsId, parseWalletCalls } from '../wallet/walletCalls.js'
import { parseAccountAddress } from './parseAccountAddress.js'
import type { EvmConnection } from './types.js'
import { walletClient } from './walletClient.js'

/** Docs: /adapters-evm/evmAdapter#sendCalls. wallet_sendCalls (EIP-5792): the bundle's id. */
export async function sendCalls(
  connection: EvmConnection,
  p: Parameters<EvmCapabilities['sendCalls']>[0],
): Promise<{ id: string }> {
  const { provider } = connection.requireWallet()
  const chain = connection.chainOf(p.network)
  const account = parseAccountAddress(p.from)
  const calls = parseWalletCalls(p.calls)
  let answer: unknown
  try {
    answer = await viemSendCalls(walletClient(provider, chain), {
      account,
      chain,
      calls,
      forceAtomic: p.atomicRequired ?? false,
      capabilities: p.capabilities,
    })
  } catch (error) {
    throw toEvmError(error)
  }
  return { id: parseCallsId(answer) }
}
