import { waitForTransactionReceipt } from '@wagmi/core'
import type { ReceiptResult, WaitForReceiptParameters } from '@walletport/core'
import type { Hex } from 'viem'
import { chainIdOf } from '../network/chainIdOf.js'
import { runWagmi } from './runWagmi.js'
import type { WagmiConnection } from './types.js'

/** Docs: /adapters-wagmi/wagmiAdapter#waitForReceipt. Through wagmi, a replacement named. */
export function waitForReceipt(
  { config }: WagmiConnection,
  p: WaitForReceiptParameters,
): Promise<ReceiptResult> {
  return runWagmi('waitForTransactionReceipt', async (): Promise<ReceiptResult> => {
    let replacement: ReceiptResult['replacement']
    const receipt = await waitForTransactionReceipt(config, {
      hash: p.hash as Hex,
      chainId: chainIdOf(config, p.network),
      confirmations: p.confirmations ?? 1,
      timeout: p.timeout ?? 180_000,
      // the hash asked for was replaced by another with its nonce
      onReplaced: ({ reason }) => {
        replacement = { reason, replacedHash: p.hash as Hex }
      },
    })
    return {
      status: receipt.status,
      transactionHash: receipt.transactionHash,
      blockNumber: receipt.blockNumber,
      gasUsed: receipt.gasUsed,
      ...(replacement && { replacement }),
    }
  })
}
