import { signMessage as wagmiSignMessage } from '@wagmi/core'
import { runWagmi, toAddress } from './runWagmi.js'
import type { WagmiConnection } from './types.js'

/** Docs: /adapters-wagmi/wagmiAdapter#signMessage. A personal_sign through wagmi. */
export function signMessage(
  { config }: WagmiConnection,
  { address, message }: { address: string; message: string },
): Promise<string> {
  return runWagmi('signMessage', () =>
    wagmiSignMessage(config, { account: toAddress(address), message }),
  )
}
