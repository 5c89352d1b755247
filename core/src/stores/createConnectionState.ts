import { atom, type ReadableAtom, readonlyType } from 'nanostores'
import type { RecentWallet } from '../storage/recentWallets.js'
import type { CaipNetworkId, ChainNamespace } from '../types/caip.js'
import type { ConnectorType } from '../types/connector.js'
import { derive } from './derive.js'

export type ConnectionStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'connected'

/** One namespace's connection. */
export type ConnectionState = Readonly<{
  status: ConnectionStatus
  connectorId?: string
  connectorType?: ConnectorType
  /** the network the wallet is on, which may be outside the requested list */
  networkId?: CaipNetworkId
  /** the wallet's provider object, for apps that talk to it directly */
  provider?: unknown
  /** the pairing URI shown as a QR code or link */
  wcUri?: string
  /** when the pairing URI expires, in ms since the epoch */
  wcPairingExpiry?: number
  /** the deep link last used to reach a mobile wallet */
  wcLinking?: Readonly<{ href: string; name: string }>
  wcError: boolean
  buffering: boolean
  /** the wallet last connected in this namespace */
  recentWallet?: RecentWallet
}>

export type Connections = Readonly<Partial<Record<ChainNamespace, ConnectionState>>>

export type ConnectionStore = {
  $connections: ReadableAtom<Connections>
  /** connected when any namespace is, else the busiest of the others */
  $status: ReadableAtom<ConnectionStatus>
  get(namespace: ChainNamespace): ConnectionState
  update(namespace: ChainNamespace, patch: Partial<ConnectionState>): void
  /** back to disconnected; the recent wallet is kept */
  reset(namespace: ChainNamespace): void
}

const DISCONNECTED: ConnectionState = { status: 'disconnected', wcError: false, buffering: false }
const RANK: readonly ConnectionStatus[] = ['connected', 'reconnecting', 'connecting']

/** Connection state per configured namespace. */
export function createConnectionState(namespaces: readonly ChainNamespace[]): ConnectionStore {
  const $connections = atom<Connections>(
    Object.fromEntries(namespaces.map((namespace) => [namespace, DISCONNECTED])),
  )
  const get = (namespace: ChainNamespace) => $connections.get()[namespace] ?? DISCONNECTED
  const set = (namespace: ChainNamespace, state: ConnectionState) =>
    $connections.set({ ...$connections.get(), [namespace]: state })
  return {
    $connections: readonlyType($connections),
    $status: derive([$connections], () => {
      const statuses = Object.values($connections.get()).map((c) => c?.status)
      return RANK.find((status) => statuses.includes(status)) ?? 'disconnected'
    }),
    get,
    update(namespace, patch) {
      set(namespace, { ...get(namespace), ...patch })
    },
    reset(namespace) {
      const { recentWallet } = get(namespace)
      set(namespace, recentWallet ? { ...DISCONNECTED, recentWallet } : DISCONNECTED)
    },
  }
}
