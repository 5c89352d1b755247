import { numberToHex } from 'viem'
import { parseWalletCapabilities, type WalletCapabilities } from '../wallet/walletCalls.js'
import { askWallet } from './askWallet.js'
import { parseAccountAddress } from './parseAccountAddress.js'
import type { EvmConnection } from './types.js'

/** Docs: /adapters-evm/evmAdapter#getCapabilities. wallet_getCapabilities (EIP-5792), checked. */
export async function getCapabilities(
  connection: EvmConnection,
  { address, chainIds }: { address: string; chainIds?: readonly number[] },
): Promise<WalletCapabilities> {
  const { provider } = connection.requireWallet()
  const account = parseAccountAddress(address)
  const params = chainIds ? [account, chainIds.map((id) => numberToHex(id))] : [account]
  return parseWalletCapabilities(
    await askWallet(provider, { method: 'wallet_getCapabilities', params }),
  )
}
