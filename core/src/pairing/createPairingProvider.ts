import { ProviderRpcError } from '../errors/ProviderRpcError.js'
import { SessionNotInitializedError } from '../errors/pairing.js'
import { WALLET_ERROR_CODES } from '../errors/walletCodes.js'
import type { CaipNetworkId, ChainNamespace } from '../types/caip.js'
import type {
  PairingEvent,
  PairingNamespace,
  PairingProvider,
  PairingProviderEvent,
  PairingSession,
} from '../types/pairing.js'

type PairingProviderHost = {
  getSession(): PairingSession | undefined
  /** throws the spec's error when the namespace cannot take requests yet */
  requireNamespace(namespace: ChainNamespace): PairingNamespace
  request(p: { method: string; params?: unknown; networkId: CaipNetworkId }): Promise<unknown>
  switchNetwork(p: { networkId: CaipNetworkId }): Promise<void>
  subscribe(listener: (event: PairingEvent) => void): () => void
}

/**
 * Docs: /core/pairing/createPairingProvider. An EIP-1193 view of one namespace of the
 * session, for adapters that speak EIP-1193 (viem's `custom` transport): every request goes
 * to the namespace's active network, and the session's events arrive as `accountsChanged`,
 * `chainChanged` (hex on eip155), `connect` and `disconnect` (4900).
 */
export function createPairingProvider(
  namespace: ChainNamespace,
  host: PairingProviderHost,
): PairingProvider {
  const listeners = new Map<PairingProviderEvent, Set<(payload: unknown) => void>>()
  let unsubscribe: (() => void) | undefined

  function emit(event: PairingProviderEvent, payload: unknown) {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
  }

  function onEvent(event: PairingEvent) {
    if (event.type === 'session_set') {
      const entry = event.session.namespaces[namespace]
      if (entry) emit('connect', { chainId: formatChainId(namespace, entry.activeNetworkId) })
    } else if (event.type === 'accounts_changed' && event.namespace === namespace) {
      emit(
        'accountsChanged',
        event.accounts.map((account) => account.address),
      )
    } else if (event.type === 'chain_changed' && event.namespace === namespace) {
      emit('chainChanged', formatChainId(namespace, event.networkId))
    } else if (event.type === 'session_deleted') {
      emit(
        'disconnect',
        new ProviderRpcError({ code: WALLET_ERROR_CODES.DISCONNECTED, message: 'Disconnected' }),
      )
    }
  }

  function addresses(): string[] {
    return host.getSession()?.namespaces[namespace]?.accounts.map((a) => a.address) ?? []
  }

  return {
    namespace,
    async request({ method, params }) {
      const entry = host.getSession()?.namespaces[namespace]
      if (namespace === 'eip155') {
        // answered from the session: universal-provider would answer with its own default chain
        if (method === 'eth_requestAccounts') {
          if (!entry) throw new SessionNotInitializedError()
          return addresses()
        }
        if (method === 'eth_accounts') return addresses()
        if (entry && method === 'eth_chainId')
          return formatChainId(namespace, entry.activeNetworkId)
        if (entry && method === 'wallet_switchEthereumChain') {
          await host.switchNetwork({ networkId: `eip155:${readHexChainId(params)}` })
          return null
        }
      }
      const { activeNetworkId } = host.requireNamespace(namespace)
      return host.request({ method, params, networkId: activeNetworkId })
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      unsubscribe ??= host.subscribe(onEvent)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      if ([...listeners.values()].every((set) => set.size === 0)) {
        unsubscribe?.()
        unsubscribe = undefined
      }
    },
  }
}

/** eip155 chain ids are hex for EIP-1193; other namespaces keep their CAIP-2 id. */
function formatChainId(namespace: ChainNamespace, networkId: CaipNetworkId): string {
  const reference = networkId.slice(networkId.indexOf(':') + 1)
  if (namespace === 'eip155' && /^\d+$/.test(reference))
    return `0x${BigInt(reference).toString(16)}`
  return networkId
}

function readHexChainId(params: unknown): string {
  const first: unknown = Array.isArray(params) ? params[0] : undefined
  const chainId =
    first && typeof first === 'object' ? (first as { chainId?: unknown }).chainId : undefined
  if (typeof chainId !== 'string' || !/^0x[0-9a-f]+$/i.test(chainId))
    throw new ProviderRpcError({
      code: WALLET_ERROR_CODES.INVALID_PARAMS,
      message: 'wallet_switchEthereumChain needs [{ chainId: hex }]',
    })
  return BigInt(chainId).toString(10)
}
