import { batch } from 'nanostores'
import { setActiveNetworkId } from '../storage/activeNetworkId.js'
import type { Network } from '../types/network.js'
import type { Kit } from './types.js'

/**
 * Makes a configured network the active one: its namespace becomes active, the account's
 * CAIP address follows (unless the wallet is on an unsupported network), the send form resets (when the network changes) and the id is stored.
 */
export function setActiveNetwork(kit: Kit, network: Network): void {
  const { chains, send } = kit._internal
  const namespace = network.chainNamespace
  const chain = chains.get(namespace)
  if (!chain) return
  const changed =
    chain.activeNetwork.caipNetworkId !== network.caipNetworkId ||
    chains.$activeNamespace.get() !== namespace
  const { address } = chain.account
  batch(() => {
    chains.patch(namespace, { activeNetwork: network })
    // a wallet on an unlisted network stays marked there: its address keeps naming the
    // wallet's real network until the wallet itself moves (applyWalletNetwork)
    if (address && !chain.unsupportedNetworkId)
      chains.updateAccount(namespace, { caipAddress: `${network.caipNetworkId}:${address}` })
    chains.setActiveNamespace(namespace)
    if (changed) send.reset()
  })
  setActiveNetworkId(kit.storage, network.caipNetworkId)
}
