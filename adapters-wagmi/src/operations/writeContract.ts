import { writeContract as wagmiWriteContract } from '@wagmi/core'
import type { WriteContractParameters } from '@walletport/core'
import type { Abi } from 'viem'
import { chainIdOf } from '../network/chainIdOf.js'
import { runWagmi, toAddress } from './runWagmi.js'
import type { WagmiConnection } from './types.js'

/** Docs: /adapters-wagmi/wagmiAdapter#writeContract. Through wagmi's writeContract. */
export function writeContract(
  { config }: WagmiConnection,
  p: WriteContractParameters,
): Promise<string> {
  return runWagmi('writeContract', () =>
    wagmiWriteContract(config, {
      account: toAddress(p.from),
      address: toAddress(p.address),
      abi: p.abi as Abi,
      functionName: p.functionName,
      args: p.args ?? [],
      chainId: chainIdOf(config, p.network),
      ...(p.value !== undefined && { value: p.value }),
    } as Parameters<typeof wagmiWriteContract>[1]),
  )
}
