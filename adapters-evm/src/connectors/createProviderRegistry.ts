import type { AdapterContext, Connector } from '@walletport/core'
import { atom, type ReadableAtom } from 'nanostores'
import type { Eip1193Provider, EvmWindow } from '../types.js'
import { listConnectors } from './listConnectors.js'
import { watchInjectedProviders } from './watchInjectedProviders.js'

/** The wallets one adapter instance has found, and their connectors. */
export type ProviderRegistry = {
  readonly $connectors: ReadableAtom<readonly Connector[]>
  get(connectorId: string): Eip1193Provider | undefined
  /** the provider of a connector, waiting up to `ms` for a wallet that announces late */
  waitFor(connectorId: string, ms: number): Promise<Eip1193Provider | undefined>
  /**
   * lists the kit's connectors and watches the page's wallets; returns the stop, which
   * answers false when a later discovery had already replaced this one
   */
  discover(context: AdapterContext, target: EvmWindow | undefined): () => boolean
}

/** Docs: /adapters-evm/evmAdapter#connectors. Discovery of one adapter instance. */
export function createProviderRegistry(): ProviderRegistry {
  const $connectors = atom<readonly Connector[]>([])
  let providers = new Map<string, Eip1193Provider>()
  const watchers = new Set<() => void>()
  let stopDiscovery: (() => void) | undefined

  const publish = (next: Map<string, Eip1193Provider>, list: readonly Connector[]) => {
    providers = next
    $connectors.set(list)
    for (const watcher of watchers) watcher()
  }

  return {
    $connectors,
    get: (connectorId) => providers.get(connectorId),
    waitFor(connectorId, ms) {
      const found = providers.get(connectorId)
      if (found || !stopDiscovery || ms <= 0) return Promise.resolve(found)
      return new Promise((resolve) => {
        const finish = (provider: Eip1193Provider | undefined) => {
          clearTimeout(timer)
          watchers.delete(watcher)
          resolve(provider)
        }
        const watcher = () => {
          const provider = providers.get(connectorId)
          if (provider || !stopDiscovery) finish(provider)
        }
        const timer = setTimeout(() => finish(providers.get(connectorId)), ms)
        watchers.add(watcher)
      })
    },
    discover(context, target) {
      stopDiscovery?.()
      const onChange = (found: Parameters<typeof listConnectors>[1]) => {
        const { providers: next, connectors } = listConnectors(context, found)
        publish(next, connectors)
      }
      // the pairing and embedded connectors first, whatever the page holds: a page with no
      // wallet announces nothing, and discovery only reports announcements
      onChange({ announced: [], legacy: undefined })
      const stop = target
        ? watchInjectedProviders({ target, onChange, log: context.log })
        : () => {}
      stopDiscovery = stop
      return () => {
        if (stopDiscovery !== stop) return false
        stop()
        stopDiscovery = undefined
        publish(new Map(), [])
        return true
      }
    },
  }
}
