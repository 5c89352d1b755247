import { atom } from 'nanostores'
import type { Account } from '../../types/account.js'
import type { AdapterContext, Connected } from '../../types/adapter.js'
import type { CaipNetworkId } from '../../types/caip.js'
import type { Connector } from '../../types/connector.js'
import type { MockAdapterParameters, MockCall, MockFailures } from './types.js'

/**
 * The mock wallet's own state, shared by its connection methods and capabilities: the
 * connector it is connected through, its network and accounts, what it was asked, and the
 * failures it is told to give. One per mockAdapter().
 */
export type MockWallet = ReturnType<typeof createMockWallet>

export function createMockWallet(parameters: MockAdapterParameters) {
  const { namespace } = parameters
  let known: Set<CaipNetworkId> | undefined
  let hashes = 0
  const toConnector = (c: Partial<Connector> & { id: string }): Connector => ({
    name: 'Mock Wallet',
    type: 'INJECTED',
    installed: true,
    ...c,
    chain: namespace,
  })
  const toAccounts = (list: readonly (string | Account)[]): Account[] =>
    list.map((a) => (typeof a === 'string' ? { namespace, address: a, type: 'eoa' } : a))
  const wallet = {
    parameters,
    failures: (parameters.failures ?? {}) as MockFailures,
    context: undefined as AdapterContext | undefined,
    /** the connector the wallet is connected through */
    current: undefined as string | undefined,
    networkId: undefined as CaipNetworkId | undefined,
    accounts: toAccounts(parameters.accounts),
    authorized: new Set(parameters.authorized),
    calls: [] as MockCall[],
    addedNetworks: [] as CaipNetworkId[],
    $connectors: atom<readonly Connector[]>(
      (parameters.connectors ?? [{ id: 'mock' }]).map(toConnector),
    ),
    toConnector,
    toAccounts,
    record(method: string, p: unknown) {
      wallet.calls.push({ method, parameters: p })
    },
    connected(connectorId: string, networkId: CaipNetworkId): Connected {
      wallet.current = connectorId
      wallet.networkId = networkId
      wallet.authorized.add(connectorId)
      const { accounts } = wallet
      return { connectorId, accounts, networkId, provider: { mock: true, connectorId } }
    },
    /** the wallet ends the session and says so */
    end(): void {
      const connectorId = wallet.current
      wallet.current = undefined
      if (connectorId) {
        wallet.authorized.delete(connectorId)
        wallet.context?.disconnected({ connectorId })
      }
    },
    knows(networkId: CaipNetworkId): boolean {
      known ??= new Set(parameters.networks ?? wallet.context?.networks.map((n) => n.caipNetworkId))
      return known.has(networkId)
    },
    /** a network the wallet learnt through the add-network path */
    learn(networkId: CaipNetworkId): void {
      known?.add(networkId)
      wallet.addedNetworks.push(networkId)
    },
    /** a fresh transaction hash */
    hash(): `0x${string}` {
      hashes += 1
      return `0x${hashes.toString(16).padStart(64, '0')}`
    },
    /** how many hashes it has given: the block number of the last */
    get hashes() {
      return hashes
    },
  }
  return wallet
}
