import { sendTransaction as wagmiSend } from '@wagmi/core'
import { parseUnits } from '@walletport/adapters-evm'
import type { SendTokenParameters } from '@walletport/core'
import { erc20Abi } from 'viem'
import { chainIdOf } from '../network/chainIdOf.js'
import { runWagmi, toAddress } from './runWagmi.js'
import type { WagmiConnection } from './types.js'
import { writeContract } from './writeContract.js'

/** Docs: /adapters-wagmi/wagmiAdapter#sendToken. The native currency, or an ERC20 `transfer`. */
export async function sendToken(
  connection: WagmiConnection,
  p: SendTokenParameters,
): Promise<string> {
  const { config } = connection
  if (!p.token)
    return runWagmi('sendTransaction', () =>
      wagmiSend(config, {
        account: toAddress(p.from),
        to: toAddress(p.to),
        value: parseUnits(p.amount, p.network.nativeCurrency.decimals),
        chainId: chainIdOf(config, p.network),
      } as Parameters<typeof wagmiSend>[1]),
    )
  return writeContract(connection, {
    network: p.network,
    from: p.from,
    address: p.token.address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [toAddress(p.to), parseUnits(p.amount, p.token.decimals)],
  })
}
