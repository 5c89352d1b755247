import type { Wallet } from '@wallet-standard/base'
import type { Logger } from '@walletport/core'
import type { WalletStandardDiscovery } from '../discovery/startWalletStandardDiscovery.js'
import { getWalletFeature } from '../wallet/getWalletFeature.js'
import type { ExternalRoute } from './toConnectorRoutes.js'

export type FollowWalletChangesParameters = {
  discovery: WalletStandardDiscovery
  external: readonly ExternalRoute[]
  log: Logger
  /** called now, on every change of the wallet list, and when a wallet's chains or features change */
  changed(): void
}

/**
 * Follows the announced and external wallets: the list and each wallet's `change` events
 * (a wallet may gain or lose chains and features). A loader's wallet is left out: the
 * connector list reads nothing of it. Returns the stop.
 */
export function followWalletChanges({
  discovery,
  external,
  log,
  changed,
}: FollowWalletChangesParameters): () => void {
  const watched = new Map<Wallet, (() => void) | undefined>()
  const watch = (wallet: Wallet) => {
    try {
      return getWalletFeature(wallet, 'standard:events')?.on('change', (properties) => {
        if (properties && ('chains' in properties || 'features' in properties)) changed()
      })
    } catch (error) {
      log.warn(`solana: cannot follow changes of ${wallet.name}`, error)
      return undefined
    }
  }
  const refresh = () => {
    const current = new Set(discovery.get())
    for (const { wallet } of external) if (typeof wallet !== 'function') current.add(wallet)
    for (const [wallet, off] of watched)
      if (!current.has(wallet)) {
        off?.()
        watched.delete(wallet)
      }
    for (const wallet of current) if (!watched.has(wallet)) watched.set(wallet, watch(wallet))
    changed()
  }
  const unsubscribe = discovery.subscribe(refresh)
  refresh()
  return () => {
    unsubscribe()
    for (const off of watched.values()) off?.()
    watched.clear()
  }
}
