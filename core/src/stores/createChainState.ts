import { atom, type ReadableAtom, readonlyType } from 'nanostores'
import type { AccountType } from '../types/account.js'
import type { CaipNetworkId, ChainNamespace } from '../types/caip.js'
import type { Network } from '../types/network.js'
import { type AccountState, createAccountState, type StoredAccountState } from './accountState.js'
import type { ConnectionStore } from './createConnectionState.js'
import { derive } from './derive.js'

type ChainFields = Readonly<{
  namespace: ChainNamespace
  /** the configured networks of this namespace */
  networks: readonly Network[]
  /** the selected network; stays on a configured one while the wallet is elsewhere */
  activeNetwork: Network
  /** set while the wallet is on a network outside the requested list */
  unsupportedNetworkId?: CaipNetworkId
  /** the networks the wallet approved, when it says (pairing sessions) */
  approvedNetworkIds: readonly CaipNetworkId[]
  /** the networks the app asked for: the configured ones */
  requestedNetworkIds: readonly CaipNetworkId[]
  supportsAllNetworks: boolean
  smartAccountEnabledNetworks: readonly CaipNetworkId[]
}>

/** One namespace's chain state. */
export type ChainState = ChainFields & Readonly<{ account: AccountState }>
type StoredChainState = ChainFields & Readonly<{ account: StoredAccountState }>

export type Chains = Readonly<Partial<Record<ChainNamespace, ChainState>>>

export type ChainStore = {
  $chains: ReadableAtom<Chains>
  $activeNamespace: ReadableAtom<ChainNamespace>
  $activeNetwork: ReadableAtom<Network>
  /** the active namespace's account */
  $account: ReadableAtom<AccountState & Readonly<{ namespace: ChainNamespace }>>
  /** the configured namespaces, in the order of the networks option */
  namespaces: readonly ChainNamespace[]
  get(namespace: ChainNamespace): StoredChainState | undefined
  /** the active namespace's address, read from the stored state */
  activeAddress(): string | undefined
  patch(namespace: ChainNamespace, patch: Partial<ChainFields>): void
  updateAccount(namespace: ChainNamespace, patch: Partial<StoredAccountState>): void
  /** forgets the account; the preferred account types are kept */
  resetAccount(namespace: ChainNamespace): void
  setActiveNamespace(namespace: ChainNamespace): void
}

export type CreateChainStateParameters = {
  networks: readonly Network[]
  /** the namespaces of `networks`, in order */
  namespaces: readonly ChainNamespace[]
  activeNetwork: Network
  preferredAccountTypes: Readonly<Partial<Record<ChainNamespace, AccountType>>>
  connections: ConnectionStore
}

/** Chain state per configured namespace, and which namespace is active. */
export function createChainState({
  networks,
  namespaces,
  activeNetwork,
  preferredAccountTypes,
  connections,
}: CreateChainStateParameters): ChainStore {
  const $stored = atom<Readonly<Partial<Record<ChainNamespace, StoredChainState>>>>(
    Object.fromEntries(
      namespaces.map((namespace) => {
        const own = networks.filter((n) => n.chainNamespace === namespace)
        const chain: StoredChainState = {
          namespace,
          networks: own,
          activeNetwork: namespace === activeNetwork.chainNamespace ? activeNetwork : own[0]!,
          approvedNetworkIds: [],
          requestedNetworkIds: own.map((n) => n.caipNetworkId),
          supportsAllNetworks: true,
          smartAccountEnabledNetworks: [],
          account: createAccountState(preferredAccountTypes),
        }
        return [namespace, chain]
      }),
    ),
  )
  const $activeNamespace = atom<ChainNamespace>(activeNetwork.chainNamespace)
  const get = (namespace: ChainNamespace) => $stored.get()[namespace]
  function patch(namespace: ChainNamespace, fields: Partial<StoredChainState>) {
    const chain = get(namespace)
    if (chain) $stored.set({ ...$stored.get(), [namespace]: { ...chain, ...fields } })
  }
  // the status lives in the connection state; chains show it without keeping a copy
  const withStatus = (chain: StoredChainState): ChainState => ({
    ...chain,
    account: { ...chain.account, status: connections.get(chain.namespace).status },
  })
  const $chains = derive([$stored, connections.$connections], () =>
    Object.fromEntries(namespaces.map((namespace) => [namespace, withStatus(get(namespace)!)])),
  )
  return {
    $chains,
    $activeNamespace: readonlyType($activeNamespace),
    $activeNetwork: derive(
      [$stored, $activeNamespace],
      () => get($activeNamespace.get())?.activeNetwork ?? activeNetwork,
    ),
    $account: derive([$stored, connections.$connections, $activeNamespace], () => {
      const namespace = $activeNamespace.get()
      return { ...withStatus(get(namespace)!).account, namespace }
    }),
    namespaces,
    get,
    activeAddress: () => get($activeNamespace.get())?.account.address,
    patch,
    updateAccount(namespace, fields) {
      const chain = get(namespace)
      if (chain) patch(namespace, { account: { ...chain.account, ...fields } })
    },
    resetAccount(namespace) {
      const chain = get(namespace)
      if (chain)
        patch(namespace, {
          account: createAccountState(chain.account.preferredAccountTypes),
          unsupportedNetworkId: undefined,
        })
    },
    setActiveNamespace(namespace) {
      $activeNamespace.set(namespace)
    },
  }
}
