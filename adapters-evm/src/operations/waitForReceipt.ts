import { InvalidWalletRequestError } from '../errors/wallet.js'
import type { EvmCapabilities } from '../evmAdapter.js'
import { type ReceiptResult, waitForReceipt as waitOnClient } from '../send/waitForReceipt.js'
import { isTransactionHash } from '../utils/rules.js'
import type { EvmConnection } from './types.js'

/** Docs: /adapters-evm/evmAdapter#waitForReceipt. Waits until a transaction is mined. */
export async function waitForReceipt(
  connection: EvmConnection,
  { network, hash, confirmations, timeout }: Parameters<EvmCapabilities['waitForReceipt']>[0],
): Promise<ReceiptResult> {
  if (!isTransactionHash(hash))
    throw new InvalidWalletRequestError({
      method: 'eth_getTransactionReceipt',
      issue: 'not a transaction hash',
    })
  return waitOnClient(connection.getClient(network), { hash, confirmations, timeout })
}
