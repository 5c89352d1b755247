import { dropLowQualityTokens, type TokenBalance } from '../dataService/TokenBalanceSchema.js'
import { formatUnits } from '../units/formatUnits.js'
import type { WalletAssets } from './parseWalletAssets.js'

/**
 * Docs: /blockchain-api/walletAssets/walletAssetsToTokenBalances
 * Token balance rows of parsed wallet assets: CAIP-2 chain ids, CAIP-10 token addresses
 * (none for the native currency), low-quality rows dropped like the service's.
 */
export function walletAssetsToTokenBalances(assets: WalletAssets): TokenBalance[] {
  const rows: TokenBalance[] = []
  for (const [hexChainId, list] of Object.entries(assets)) {
    const chainId = `eip155:${BigInt(hexChainId).toString()}`
    for (const asset of list) {
      const { decimals, name, symbol, price = 0, iconUrl = '', value } = asset.metadata
      const numeric = formatUnits(BigInt(asset.balance), decimals)
      rows.push({
        name,
        symbol,
        chainId,
        address: asset.type === 'NATIVE' ? undefined : `${chainId}:${asset.address}`,
        value: value ?? price * Number(numeric),
        price,
        quantity: { decimals: String(decimals), numeric },
        iconUrl,
      })
    }
  }
  return dropLowQualityTokens(rows)
}
