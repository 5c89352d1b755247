import { atom } from 'nanostores'
import { AdapterLoadError, AdapterNotLoadedError } from '../errors/adapter.js'
import { getConnectedNamespaces } from '../storage/connectedNamespaces.js'
import type { AdapterCapabilities, AdapterContext, ChainAdapter } from '../types/adapter.js'
import type { ChainNamespace } from '../types/caip.js'
import type { Connector } from '../types/connector.js'
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
  let real: ChainAdapter | undefined
  let pending: Promise<ChainAdapter> | undefined
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

  function ensure(): Promise<ChainAdapter> {
    if (real) return Promise.resolve(real)
    pending ??= Promise.resolve()
      .then(load)
      .then((adapter) => {
        if (adapter?.namespace !== namespace)
          throw new AdapterLoadError({
            namespace,
            details: `The loader returned ${adapter?.namespace ?? 'no'} adapter`,
          })
        // a load that lands after teardown sets nothing up
        attach(adapter)
        real = adapter
        return adapter
      })
      .catch((error: unknown) => {
        // forget the failure: the next call loads again
        pending = undefined
        const failure =
          error instanceof AdapterLoadError
            ? error
            : new AdapterLoadError({ namespace, cause: error })
        context?.log.error(failure.shortMessage, error)
        throw failure
      })
    return pending
  }

  // a load nobody awaits: its failure is logged in ensure
  function start() {
    ensure().catch(() => {})
  }

  function notLoaded(method: string): never {
    start()
    throw new AdapterNotLoadedError({ namespace, method })
  }

  // mirrors the real adapter's capabilities once loaded, so a missing one stays missing
  const capabilities = new Proxy<AdapterCapabilities>(
    {},
    {
      get(_, key) {
        if (!real) start()
        return real && Reflect.get(real.capabilities, key)
      },
      has: (_, key) => real !== undefined && Reflect.has(real.capabilities, key),
      ownKeys: () => (real ? Reflect.ownKeys(real.capabilities) : []),
      getOwnPropertyDescriptor(_, key) {
        const descriptor = real && Reflect.getOwnPropertyDescriptor(real.capabilities, key)
        // a proxy may report a key its empty target lacks only as configurable
        return descriptor && { ...descriptor, configurable: true }
      },
    },
  )

  return {
    namespace,
    $connectors,
    capabilities,
    load: ensure,
    setup(ctx) {
      context = ctx
      let cancel = () => {}
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
      if (real) return real.isAddress(address, network)
      // no address is valid for a rule that has not arrived; core asks only after a connect
      start()
      return false
    },
    formatUnits: (value, decimals) =>
      real ? real.formatUnits(value, decimals) : notLoaded('formatUnits'),
    parseUnits: (value, decimals) =>
      real ? real.parseUnits(value, decimals) : notLoaded('parseUnits'),
  }
}
