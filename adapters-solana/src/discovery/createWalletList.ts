import type { Wallet } from '@wallet-standard/base'
import type { Logger } from '@walletport/core'
import { isWalletShaped } from '../wallet/isSolanaWallet.js'

/** One discovery's wallets in registration order, and who listens to their changes. */
export function createWalletList(log: Logger) {
  const wallets = new Set<Wallet>()
  const listeners = new Set<() => void>()
  let cached: readonly Wallet[] | undefined
  let stopped = false

  const changed = () => {
    cached = undefined
    for (const listener of [...listeners]) {
      try {
        listener()
      } catch (error) {
        log.error('wallet standard: a discovery listener threw', error)
      }
    }
  }

  return {
    get(): readonly Wallet[] {
      cached ??= [...wallets]
      return cached
    },
    /** adds a wallet-shaped value once; nothing after `stop` */
    add(wallet: unknown) {
      if (stopped || !isWalletShaped(wallet) || wallets.has(wallet)) return
      wallets.add(wallet)
      changed()
    },
    remove(wallet: Wallet) {
      if (wallets.delete(wallet)) changed()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    isStopped: () => stopped,
    stop() {
      stopped = true
      listeners.clear()
      wallets.clear()
      cached = undefined
    },
  }
}

export type WalletList = ReturnType<typeof createWalletList>
