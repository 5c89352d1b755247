import { getBalance as wagmiGetBalance } from '@wagmi/core'
import { formatUnits } from '@walletport/adapters-evm'
import type { Balance, Network } from '@walletport/core'
import { chainIdOf } from '../network/chainIdOf.js'
import { runWagmi, toAddress } from './runWagmi.js'
import type { WagmiConnection } from './types.js'

/** Docs: /adapters-wagmi/wagmiAdapter#getBalance. The native balance, through wagmi. */
export function getBalance(
  { config }: WagmiConnection,
  { address, network }: { address: string; network: Network },
): Promise<Balance> {
  return runWagmi('getBalance', async (): Promise<Balance> => {
    const { value, decimals, symbol } = await wagmiGetBalance(config, {
      address: toAddress(address),
      chainId: chainIdOf(config, network),
    })
    return { value, decimals, symbol, formatted: formatUnits(value, decimals) }
  })
}
