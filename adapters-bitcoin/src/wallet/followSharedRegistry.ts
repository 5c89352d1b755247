import { DEPRECATED_getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'

/**
 * Follows the page's shared Wallet Standard registry (@wallet-standard/app): `add` gets the
 * wallets it holds and each one registered later, `remove` those unregistered. Returns the
 * stop. It takes wallets that register the legacy way (`window.navigator.wallets.push`) and
 * those other code on the page registered: the deprecated entry is `getWallets()` plus that
 * legacy queue, which `getWallets()` alone no longer reads.
 */
export function followSharedRegistry(
  add: (wallets: readonly Wallet[]) => void,
  remove: (wallets: readonly Wallet[]) => void,
): () => void {
  const registry = DEPRECATED_getWallets()
  const offs = [
    registry.on('register', (...wallets) => add(wallets)),
    registry.on('unregister', (...wallets) => remove(wallets)),
  ]
  add(registry.get())
  return () => {
    for (const off of offs) off()
  }
}
