import { estimateGas as wagmiEstimateGas, sendTransaction as wagmiSend } from '@wagmi/core'
import type { SendTransactionParameters } from '@walletport/core'
import { chainIdOf } from '../network/chainIdOf.js'
import { runWagmi, toAddress } from './runWagmi.js'
import type { WagmiConnection } from './types.js'

/** Docs: /adapters-wagmi/wagmiAdapter#sendTransaction. Through wagmi's sendTransaction. */
export function sendTransaction(
  { config }: WagmiConnection,
  p: SendTransactionParameters,
): Promise<string> {
  return runWagmi('sendTransaction', () =>
    wagmiSend(config, toWagmiTransaction(config, p) as Parameters<typeof wagmiSend>[1]),
  )
}

/** Docs: /adapters-wagmi/wagmiAdapter#estimateGas. Through wagmi's estimateGas. */
export function estimateGas(
  { config }: WagmiConnection,
  p: SendTransactionParameters,
): Promise<bigint> {
  return runWagmi('estimateGas', () =>
    wagmiEstimateGas(
      config,
      toWagmiTransaction(config, p) as Parameters<typeof wagmiEstimateGas>[1],
    ),
  )
}

/** the kit's transaction as wagmi takes it: one fee kind, and only the fields given */
function toWagmiTransaction(config: WagmiConnection['config'], p: SendTransactionParameters) {
  const fees =
    p.maxFeePerGas !== undefined || p.maxPriorityFeePerGas !== undefined
      ? { maxFeePerGas: p.maxFeePerGas, maxPriorityFeePerGas: p.maxPriorityFeePerGas }
      : p.gasPrice !== undefined
        ? { gasPrice: p.gasPrice }
        : {}
  return {
    account: toAddress(p.from),
    to: toAddress(p.to),
    // a network wagmi has no transport for is a typed error before wagmi is asked
    chainId: chainIdOf(config, p.network),
    ...(p.value !== undefined && { value: p.value }),
    ...(p.data !== undefined && { data: p.data }),
    ...(p.gas !== undefined && { gas: p.gas }),
    ...fees,
  }
}
