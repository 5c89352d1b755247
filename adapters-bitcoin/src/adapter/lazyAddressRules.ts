import { loadOnce, type Network } from '@walletport/core'

export type LazyAddressRules = {
  /** the rule, false for every address until its module has loaded (which this starts) */
  isAddress(address: string, network: Network | undefined): boolean
  /** loads the module now (once; again after a failure) */
  load(): Promise<void>
  /** starts the load without waiting for it; a failure is forgotten and tried again */
  preload(): void
}

/**
 * The bitcoin address rules (bech32, base58check, SHA-256) behind `import()`, off the page's
 * first chunks (issue 13): like a lazy adapter's `isAddress`, they answer false until loaded.
 */
export function lazyAddressRules(): LazyAddressRules {
  const rules = loadOnce(() => import('../address/isBitcoinAddressOn.js'))
  const preload = () => void rules().catch(() => {})
  return {
    isAddress(address, network) {
      const loaded = rules.loaded()
      if (loaded) return loaded.isBitcoinAddressOn(address, network)
      preload()
      return false
    },
    load: async () => void (await rules()),
    preload,
  }
}
