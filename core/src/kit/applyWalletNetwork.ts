import { batch } from 'nanostores'
import type { CaipNetworkId, ChainNamespace } from '../types/caip.js'
import { shouldShowUnsupportedChain } from '../utils/shouldShowUnsupportedChain.js'
import { setActiveNetwork } from './setActiveNetwork.js'
import { showView } from './showView.js'
import type { Kit } from './types.js'

/**
 * Records the network a wallet is on. A configured one becomes the namespace's network; any
 * other is marked unsupported, which opens UnsupportedChain (for the active namespace) when
 * the rule says so. Leaving the view after a switch is the view's own business.
 */
export function applyWalletNetwork(
  kit: Kit,
  namespace: ChainNamespace,
  networkId: CaipNetworkId,
): void {
  const { chains, connections, adapters } = kit._internal
  const chain = chains.get(namespace)
  if (!chain) return
  const network = chain.networks.find(
    (n) => n.caipNetworkId === networkId || n.deprecatedCaipNetworkId === networkId,
  )
  const active = chains.$activeNamespace.get() === namespace
  const { address } = chain.account
  batch(() => {
    connections.update(namespace, { networkId: network?.caipNetworkId ?? networkId })
    chains.patch(namespace, { unsupportedNetworkId: network ? undefined : networkId })
    if (network && active) setActiveNetwork(kit, network)
    else if (network) chains.patch(namespace, { activeNetwork: network })
    if (address && !(network && active))
      chains.updateAccount(namespace, {
        caipAddress: `${network?.caipNetworkId ?? networkId}:${address}`,
      })
  })
  if (!active || network) return
  const show = shouldShowUnsupportedChain({
    networkId,
    requestedNetworkIds: chain.requestedNetworkIds,
    enableNetworkSwitch: kit.options.enableNetworkSwitch,
    allowUnsupportedChain: kit.options.allowUnsupportedChain,
    isBasicPairing: !adapters.size && connections.get(namespace).connectorType === 'WALLET_CONNECT',
  })
  if (show) showView(kit, { view: 'UnsupportedChain' })
}
