import { fetchBalance } from '../../actions/fetchBalance.js'
import type { Kit } from '../../kit/types.js'
import type { ChainNamespace } from '../../types/caip.js'

type Seen = { address: string | undefined; networkId: string; unsupported: boolean }

function read(kit: Kit, namespace: ChainNamespace): Seen | undefined {
  const chain = kit._internal.chains.get(namespace)
  if (!chain) return undefined
  return {
    address: chain.account.address,
    networkId: chain.activeNetwork.caipNetworkId,
    unsupported: Boolean(chain.unsupportedNetworkId),
  }
}

/**
 * Keeps the shown balance of each namespace's account true to its network:
 * when the network, the account or the wallet's support of the network changes, the old
 * balance is cleared at once (no number of another network is ever shown) and, once a balance
 * has been shown for the account, read again, unless the wallet is on an unsupported network,
 * which shows none; when the visitor comes back to the page, the active balance is read again
 * through the 30 s cache. Returns the teardown. Started by createKit.
 */
export function watchBalance(kit: Kit): () => void {
  const { chains } = kit._internal
  const seen = new Map<ChainNamespace, Seen>()
  // namespaces whose balance someone has read: only those are read again by themselves, so a
  // kit whose UI never shows a balance makes no balance reads
  const shown = new Set<ChainNamespace>()
  for (const namespace of chains.namespaces) {
    const now = read(kit, namespace)
    if (now) seen.set(namespace, now)
  }
  const refresh = (namespace: ChainNamespace) =>
    fetchBalance(kit, { namespace }).catch((error: unknown) =>
      kit.log.warn('the balance could not be read', error),
    )

  const stopChains = chains.$chains.listen(() => {
    for (const namespace of chains.namespaces) {
      const now = read(kit, namespace)
      const before = seen.get(namespace)
      if (!now) continue
      seen.set(namespace, now)
      if (!now.address) shown.delete(namespace)
      else if (chains.get(namespace)?.account.balance !== undefined) shown.add(namespace)
      if (
        before &&
        before.address === now.address &&
        before.networkId === now.networkId &&
        before.unsupported === now.unsupported
      )
        continue
      const { account } = chains.get(namespace) ?? {}
      if (account?.balance !== undefined || account?.tokenBalance?.length)
        chains.updateAccount(namespace, {
          balance: undefined,
          balanceSymbol: undefined,
          tokenBalance: [],
        })
      if (now.address && !now.unsupported && shown.has(namespace)) void refresh(namespace)
    }
  })

  const doc = (globalThis as { document?: Document }).document
  const onReturn = () => {
    if (doc?.visibilityState === 'hidden') return
    const namespace = kit.$activeNamespace.get()
    const now = read(kit, namespace)
    if (now?.address && !now.unsupported) void refresh(namespace)
  }
  doc?.addEventListener('visibilitychange', onReturn)
  globalThis.addEventListener?.('focus', onReturn)
  return () => {
    stopChains()
    doc?.removeEventListener('visibilitychange', onReturn)
    globalThis.removeEventListener?.('focus', onReturn)
  }
}
