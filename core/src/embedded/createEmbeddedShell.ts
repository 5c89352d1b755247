import { atom, type ReadableAtom, readonlyType, type WritableAtom } from 'nanostores'
import * as v from 'valibot'
import { loadOnce } from '../adapter/loadOnce.js'
import { AUTH_CONNECTOR_NAMESPACES } from '../constants.js'
import type { Kit } from '../kit/types.js'
import { EMAIL_LOGIN_USED_KEY } from '../storage/keys.js'
import type { AdapterEmbedded, EmbeddedState } from '../types/embedded.js'
import { createEmbeddedProvider } from './createEmbeddedProvider.js'
import { createEmbeddedSolanaWallet } from './createEmbeddedSolanaWallet.js'
import { AUTH_CONNECTOR_ID, initialEmbeddedState } from './embeddedState.js'
import type { EmbeddedHost } from './host/createEmbeddedHost.js'
import type { EmbeddedHostParameters } from './host/hostParameters.js'

/** Events the host sends to the adapters' connectors. */
export type EmbeddedEmitter = {
  /** EIP-1193 events of the eip155 provider */
  emit(event: 'accountsChanged' | 'chainChanged' | 'disconnect', payload: unknown): void
  /** the Wallet Standard `change` event of the solana wallet: its accounts changed */
  solanaChanged(): void
}

/**
 * The kit's embedded-wallet part (`kit._internal.embedded`). Its state and the adapters'
 * connectors exist from the start; the frame host behind them loads on first use.
 */
export type KitEmbedded = {
  readonly $state: ReadableAtom<EmbeddedState>
  /** the AUTH connector of an adapter's namespace; undefined outside eip155 and solana */
  adapter(namespace: string): AdapterEmbedded | undefined
  /** loads the frame host once (import()), which starts the frame */
  load(): Promise<EmbeddedHost>
  /** whether the user signed in on an earlier visit, so a restore may ask the frame */
  wasUsed(): boolean
  destroy(): void
}

/**
 * Makes the embedded-wallet part of a kit: the state store, the eip155 provider and solana
 * wallet the adapters list as their AUTH connector, and the `import()` of the frame host.
 */
export function createEmbeddedShell(
  kit: Kit,
  parameters: Omit<EmbeddedHostParameters, 'kit' | '$state' | 'emitter'>,
): KitEmbedded {
  const $state: WritableAtom<EmbeddedState> = atom(initialEmbeddedState())
  const listeners = new Map<string, Set<(...args: never[]) => void>>()
  const solanaListeners = new Set<() => void>()
  const emitter: EmbeddedEmitter = {
    emit(event, payload) {
      // every listener takes the one payload of its event
      for (const listener of [...(listeners.get(event) ?? [])])
        (listener as (value: unknown) => void)(payload)
    },
    solanaChanged() {
      for (const listener of [...solanaListeners]) listener()
    },
  }
  let destroyed = false
  // the frame host, made once per kit; a chunk that did not arrive is asked for again on next use
  const load = loadOnce(async (): Promise<EmbeddedHost> => {
    const { createEmbeddedHost } = await import('./host/createEmbeddedHost.js')
    const host = createEmbeddedHost({ ...parameters, kit, $state, emitter })
    if (destroyed) host.destroy()
    return host
  })

  const shell: KitEmbedded = {
    $state: readonlyType($state),
    load: () => load(),
    wasUsed: () => kit.storage.get(EMAIL_LOGIN_USED_KEY, v.literal(true)) === true,
    adapter(namespace) {
      if (!(AUTH_CONNECTOR_NAMESPACES as readonly string[]).includes(namespace)) return undefined
      return connector
    },
    destroy() {
      destroyed = true
      load.loaded()?.destroy()
      listeners.clear()
      solanaListeners.clear()
    },
  }
  const connector: AdapterEmbedded = {
    connectorId: AUTH_CONNECTOR_ID,
    name: parameters.name,
    provider: createEmbeddedProvider({ shell, listeners }),
    solanaWallet: createEmbeddedSolanaWallet({ kit, shell, listeners: solanaListeners }),
  }
  return shell
}
