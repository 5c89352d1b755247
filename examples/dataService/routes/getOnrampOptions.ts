import { listChainAssets } from '../listChainAssets.js'
import { FIAT_IN_USD, PAYMENT_LIMITS } from '../onramp/onrampTerms.js'
import type { Route } from '../route.js'

type PurchaseCurrency = {
  id: string
  name: string
  symbol: string
  networks: { name: string; display_name: string; chain_id: string; contract_address: string }[]
}

/**
 * GET /v1/onramp/options: every priced asset of every demo chain (ether and the demo
 * ERC-20s found on it), by symbol with the networks it is sold on; the fiat currencies the
 * local provider takes, with its limits.
 */
export const getOnrampOptions: Route = async (ctx) => {
  const bySymbol = new Map<string, PurchaseCurrency>()
  for (const chain of ctx.chains.values())
    for (const asset of await listChainAssets(ctx, chain)) {
      if (ctx.prices[asset.symbol] === undefined) continue
      const entry = bySymbol.get(asset.symbol) ?? {
        id: asset.symbol,
        name: asset.name,
        symbol: asset.symbol,
        networks: [],
      }
      entry.networks.push({
        name: chain.slug,
        display_name: chain.name,
        chain_id: String(chain.chainId),
        contract_address: asset.native ? '' : asset.address,
      })
      bySymbol.set(asset.symbol, entry)
    }
  return {
    json: {
      purchaseCurrencies: [...bySymbol.values()],
      paymentCurrencies: Object.keys(FIAT_IN_USD).map((id) => ({
        id,
        payment_method_limits: PAYMENT_LIMITS.map((limit) => ({ ...limit })),
      })),
    },
  }
}
