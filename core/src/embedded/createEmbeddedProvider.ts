import type { EmbeddedProvider } from '../types/embedded.js'
import type { KitEmbedded } from './createEmbeddedShell.js'

export type CreateEmbeddedProviderParameters = {
  shell: Pick<KitEmbedded, 'load' | 'wasUsed'>
  /** the listeners by event, shared with the shell's emitter */
  listeners: Map<string, Set<(...args: never[]) => void>>
}

/**
 * The eip155 provider of the AUTH connector: every request goes to the frame host, loaded on
 * the first one. A visit with no earlier login answers `eth_accounts` with no account, so a
 * reconnect on load does not load the frame for nothing.
 */
export function createEmbeddedProvider({
  shell,
  listeners,
}: CreateEmbeddedProviderParameters): EmbeddedProvider {
  return {
    async request(args) {
      if (args.method === 'eth_accounts' && !shell.wasUsed()) return []
      return (await shell.load()).requestEip155(args)
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}
