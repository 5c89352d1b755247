import { atom } from 'nanostores'
import { AdapterLoadError, AdapterNotLoadedError } from '../errors/adapter.js'
import { getConnectedNamespaces } from '../storage/connectedNamespaces.js'
import type { AdapterContext, ChainAdapter } from '../types/adapter.js'
import type { ChainNamespace } from '../types/caip.js'
import type { Connector } from '../types/connector.js'
import { lazyCapabilities } from './lazyCapabilities.js'
import { loadOnce } from './loadOnce.js'
import { whenIdle } from './whenIdle.js'

export type LazyAdapterParameters = {
  namespace: ChainNamespace
  /** the real adapter, from an `import()` the bundler splits off */
  load: () => Promise<ChainAdapter>
}
export type LazyAdapter = ChainAdapter & {
  /** loads the real adapter now (once; again after a failure) */
  load(): Promise<ChainAdapter>
}
export type LazyAdapterErrorType = AdapterLoadError | AdapterNotLoadedError

/**
 * Docs: /core/adapter/lazyAdapter. An adapter whose code loads when the page is idle after
 * setup, or at once when the kit needs it: a connection of its namespace is stored (so the
 * reconnect on load does not wait), or any method is called (it awaits the load, then
 * forwards). Before the load it lists no connectors, declares no capability and knows no
 * address (`isAddress` answers false); core reaches those only through a connected account,
 * which a connect or reconnect, and so the load, came before.
 *
 * @example
 * lazyAdapter({
 *   namespace: 'solana',
 *   load: () => import('@walletport/adapters-solana').then((m) => m.solanaAdapter()),
 * })
 */
export function lazyAdapter({ namespace, load }: LazyAdapterParameters): LazyAdapter {
  const $connectors = atom<readonly Connector[]>([])
  // the kit's context while set up, and how to undo the real adapter's setup
  let context: AdapterContext | undefined
  let detach: (() => void) | undefined

  function attach(adapter: ChainAdapter) {
    if (!context || detach) return
    const teardown = adapter.setup(context)
    const unbind = adapter.$connectors.subscribe((list) => $connectors.set(list))
    detach = () => {
      unbind()
      teardown()
    }
  }

  const ensure = loadOnce(async () => {
    try {
      const adapter = await checkedLoad(namespace, load)
      // a load that lands after teardown sets nothing up
      attach(adapter)
      return adapter
    } catch (error) {
      const failure =
        error instanceof AdapterLoadError
          ? error
          : new AdapterLoadError({ namespace, cause: error })
      context?.log.error(failure.shortMessage, error)
      throw failure
    }
  })
  // a load nobody awaits: its failure is logged in ensure
  const start = () => void ensure().catch(() => {})
  const requireLoaded = (method: string) => {
    const real = ensure.loaded()
    if (real) return real
    start()
    throw new AdapterNotLoadedError({ namespace, method })
  }

  return {
    namespace,
    $connectors,
    capabilities: lazyCapabilities(ensure.loaded, start),
    load: ensure,
    setup(ctx) {
      context = ctx
      let cancel = () => {}
      const real = ensure.loaded()
      if (real) attach(real)
      // a stored connection is re-synced right after setup: it must not wait for idle
      else if (getConnectedNamespaces(ctx.storage).includes(namespace)) start()
      else cancel = whenIdle(start)
      return () => {
        cancel()
        detach?.()
        detach = undefined
        context = undefined
      }
    },
    connect: async (p) => (await ensure()).connect(p),
    reconnect: async (p) => (await ensure()).reconnect(p),
    disconnect: async () => (await ensure()).disconnect(),
    switchNetwork: async (p) => (await ensure()).switchNetwork(p),
    getBalance: async (p) => (await ensure()).getBalance(p),
    signMessage: async (p) => (await ensure()).signMessage(p),
    isAddress(address, network) {
      const real = ensure.loaded()
      if (real) return real.isAddress(address, network)
      // no address is valid for a rule that has not arrived; core asks only after a connect
      start()
      return false
    },
    formatUnits: (value, decimals) => requireLoaded('formatUnits').formatUnits(value, decimals),
    parseUnits: (value, decimals) => requireLoaded('parseUnits').parseUnits(value, decimals),
  }
}

/** the loader's adapter, refused if it serves another namespace */
async function checkedLoad(
  namespace: ChainNamespace,
  load: () => Promise<ChainAdapter>,
): Promise<ChainAdapter> {
  // after the caller's own step (a setup still running), as a load always was
  const adapter = await Promise.resolve().then(load)
  if (adapter?.namespace !== namespace)
    throw new AdapterLoadError({
      namespace,
      details: `The loader returned ${adapter?.namespace ?? 'no'} adapter`,
    })
  return adapter
}
