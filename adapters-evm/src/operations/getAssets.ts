import { numberToHex } from 'viem'
import { parseWalletAssets, type WalletAssets } from '../wallet/walletCalls.js'
import { askWallet } from './askWallet.js'
import { parseAccountAddress } from './parseAccountAddress.js'
import type { EvmConnection } from './types.js'

/** Docs: /adapters-evm/evmAdapter#getAssets. wallet_getAssets (EIP-7811), checked. */
export async function getAssets(
  connection: EvmConnection,
  { address, chainIds }: { address: string; chainIds?: readonly number[] },
): Promise<WalletAssets> {
  const { provider } = connection.requireWallet()
  const account = parseAccountAddress(address)
  const chainFilter = chainIds ? { chainFilter: chainIds.map((id) => numberToHex(id)) } : {}
  const params = [{ account, ...chainFilter }]
  return parseWalletAssets(await askWallet(provider, { method: 'wallet_getAssets', params }))
}
