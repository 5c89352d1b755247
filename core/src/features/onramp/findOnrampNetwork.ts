import type { OnrampOptions } from '../../types/dataSource.js'
import type { Network } from '../../types/network.js'

type PurchaseCurrency = OnrampOptions['purchaseCurrencies'][number]

/**
 * The on-ramp's name for `network` among a purchase currency's networks, matched by chain id
 * (`'1'` for Ethereum) or, off eip155, by the namespace's name (`solana`).
 */
export function findOnrampNetwork(
  currency: PurchaseCurrency | undefined,
  network: Network,
): PurchaseCurrency['networks'][number] | undefined {
  return currency?.networks.find(
    (n) =>
      (network.chainNamespace === 'eip155' && n.chain_id === String(network.id)) ||
      (network.chainNamespace !== 'eip155' && n.name.toLowerCase() === network.chainNamespace),
  )
}
