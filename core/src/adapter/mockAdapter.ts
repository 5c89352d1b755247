import { atom } from 'nanostores'
import { ConnectorNotFoundError } from '../errors/kit.js'
import { ProviderRpcError } from '../errors/ProviderRpcError.js'
import { ChainNotSupportedError } from '../errors/send.js'
import { WALLET_ERROR_CODES } from '../errors/walletCodes.js'
import type { Account } from '../types/account.js'
import type {
  AdapterCapabilities,
  AdapterContext,
  ChainAdapter,
  Connected,
} from '../types/adapter.js'
import type { CaipNetworkId, ChainNamespace } from '../types/caip.js'
import type { Connector } from '../types/connector.js'
import type { Network } from '../types/network.js'
import { formatUnits, parseUnits } from './mockUnits.js'

/** Switches that force each failure path, per method. */
export type MockFailures = {
  /** 4001; never answers; lands on an unconfigured network; the wallet disconnects mid-request (4900) */
  connect?: 'reject' | 'timeout' | 'wrongChain' | 'disconnect'
  /** the wallet throws instead of reconnecting */
  reconnect?: 'fail'
  /**
   * 4001; disconnects mid-request; the wallet does not know the network (4902) and adds it;
   * it does not know it and adding fails ('Chain is not supported')
   */
  switchNetwork?: 'reject' | 'disconnect' | 'unrecognizedChain' | 'addChainFails'
  signMessage?: 'reject' | 'timeout' | 'disconnect'
  disconnect?: 'fail'
  getBalance?: 'fail'
}

export type MockAdapterParameters = {
  namespace: ChainNamespace
  /** the wallet's accounts, as addresses (type eoa) or full accounts; the first is active */
  accounts: readonly (string | Account)[]
  /** the networks the wallet knows; others go through the add-network path. All configured ones by default */
  networks?: readonly CaipNetworkId[]
  /** the connectors it announces; one installed INJECTED 'mock' connector by default */
  connectors?: readonly (Partial<Connector> & { id: string })[]
  /** connectors already approved, so reconnect succeeds at once as after a page reload */
  authorized?: readonly string[]
  /** the native balance every account has */
  balance?: bigint
  failures?: MockFailures
  /** where 'wrongChain' lands; `<namespace>:999999` by default */
  wrongNetworkId?: CaipNetworkId
  /** the optional capabilities it declares; eip155 declares the EVM ones by default */
  capabilities?: readonly (keyof AdapterCapabilities)[]
}

export type MockCall = { method: string; parameters: unknown }

export type MockAdapter = ChainAdapter & {
  /** every call the kit made, in order */
  readonly calls: readonly MockCall[]
  /** the networks it added through the 4902 path */
  readonly addedNetworks: readonly CaipNetworkId[]
  setFailures(failures: MockFailures): void
  /** the wallet switches accounts, as a user would; an empty list is a disconnect */
  changeAccounts(accounts: readonly (string | Account)[]): void
  /** the wallet moves to another network by itself */
  changeNetwork(networkId: CaipNetworkId): void
  /** the wallet ends the session */
  endSession(): void
  /** a wallet is discovered (EIP-6963 announce, Wallet Standard register) */
  addConnector(connector: Partial<Connector> & { id: string }): void
}

const never = () => new Promise<never>(() => {})
const rpcError = (code: number, message: string) => new ProviderRpcError({ code, message })
const rejected = () =>
  rpcError(WALLET_ERROR_CODES.USER_REJECTED_REQUEST, 'User rejected the request.')
const unauthorized = () => rpcError(WALLET_ERROR_CODES.UNAUTHORIZED, 'Unauthorized')
const ADDRESS: Record<ChainNamespace, RegExp> = {
  eip155: /^0x[0-9a-fA-F]{40}$/,
  solana: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
  bip122: /^(bc1|tb1|bcrt1|[123mn])[a-zA-HJ-NP-Z0-9]{25,87}$/,
}

function toHex(text: string): string {
  return [...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * Docs: /core/adapter/mockAdapter. An in-memory wallet for tests: it reports through its
 * context like a real adapter, keeps its own connectors store, and fails on demand.
 *
 * @example
 * const adapter = mockAdapter({ namespace: 'eip155', accounts: ['0x…'], failures: { connect: 'reject' } })
 */
export function mockAdapter(parameters: MockAdapterParameters): MockAdapter {
  const { namespace, balance = 0n } = parameters
  let failures: MockFailures = parameters.failures ?? {}
  let context: AdapterContext | undefined
  let current: string | undefined
  let walletNetworkId: CaipNetworkId | undefined
  let known: Set<CaipNetworkId> | undefined
  const authorized = new Set(parameters.authorized)
  const calls: MockCall[] = []
  const addedNetworks: CaipNetworkId[] = []
  const toConnector = (c: Partial<Connector> & { id: string }): Connector => ({
    name: 'Mock Wallet',
    type: 'INJECTED',
    installed: true,
    ...c,
    chain: namespace,
  })
  const $connectors = atom<readonly Connector[]>(
    (parameters.connectors ?? [{ id: 'mock' }]).map(toConnector),
  )
  const toAccounts = (list: readonly (string | Account)[]): Account[] =>
    list.map((a) => (typeof a === 'string' ? { namespace, address: a, type: 'eoa' } : a))
  let accounts = toAccounts(parameters.accounts)
  let hashes = 0

  function record(method: string, p: unknown) {
    calls.push({ method, parameters: p })
  }
  function connected(connectorId: string, networkId: CaipNetworkId): Connected {
    current = connectorId
    walletNetworkId = networkId
    authorized.add(connectorId)
    return { connectorId, accounts, networkId, provider: { mock: true, connectorId } }
  }
  function end(): void {
    const connectorId = current
    current = undefined
    if (connectorId) {
      authorized.delete(connectorId)
      context?.disconnected({ connectorId })
    }
  }
  function knows(networkId: CaipNetworkId): boolean {
    known ??= new Set(parameters.networks ?? context?.networks.map((n) => n.caipNetworkId))
    return known.has(networkId)
  }
  function hash(): `0x${string}` {
    hashes += 1
    return `0x${hashes.toString(16).padStart(64, '0')}`
  }

  // each capability records its call, then answers like a wallet would
  function answer<TParameters, TResult>(method: string, result: () => TResult) {
    return async (p: TParameters) => {
      record(method, p)
      return result()
    }
  }
  const all: Required<AdapterCapabilities> = {
    sendTransaction: answer('sendTransaction', hash),
    estimateGas: answer('estimateGas', () => 21_000n),
    writeContract: answer('writeContract', hash),
    sendToken: answer('sendToken', hash),
    getTokenBalances: answer('getTokenBalances', () => []),
    getProfile: answer('getProfile', () => undefined),
    siwx: {
      createMessage: (p) => `${p.domain} wants you to sign in with ${p.accountAddress}`,
      verifyMessage: async () => true,
    },
    request: answer('request', () => null),
  }
  const declared =
    parameters.capabilities ??
    (namespace === 'eip155'
      ? (['sendTransaction', 'estimateGas', 'writeContract', 'sendToken'] as const)
      : (['sendToken'] as const))
  const capabilities: AdapterCapabilities = Object.fromEntries(
    declared.map((name) => [name, all[name]]),
  )

  async function switchTo(network: Network): Promise<void> {
    const networkId = network.caipNetworkId
    const failure = failures.switchNetwork
    if (failure === 'reject') throw rejected()
    if (failure === 'disconnect') {
      end()
      throw rpcError(WALLET_ERROR_CODES.DISCONNECTED, 'Disconnected')
    }
    if (failure === 'unrecognizedChain' || failure === 'addChainFails' || !knows(networkId)) {
      // a real wallet answers 4902 for a chain it does not know; the adapter then adds it
      const unknown = rpcError(WALLET_ERROR_CODES.SWITCH_CHAIN, 'Unrecognized chain ID')
      record('addNetwork', { network })
      if (failure === 'addChainFails') throw new ChainNotSupportedError({ cause: unknown })
      known?.add(networkId)
      addedNetworks.push(networkId)
    }
    walletNetworkId = networkId
  }

  return {
    namespace,
    $connectors,
    capabilities,
    calls,
    addedNetworks,
    setup(ctx) {
      record('setup', undefined)
      context = ctx
      return () => {
        context = undefined
      }
    },
    async connect(p) {
      record('connect', p)
      if (!$connectors.get().some((c) => c.id === p.connectorId))
        throw new ConnectorNotFoundError({ metaMessages: [`Connector id: ${p.connectorId}`] })
      const failure = failures.connect
      if (failure === 'reject') throw rejected()
      if (failure === 'timeout') return never()
      if (failure === 'disconnect') {
        current = p.connectorId
        end()
        throw rpcError(WALLET_ERROR_CODES.DISCONNECTED, 'Disconnected')
      }
      const networkId =
        failure === 'wrongChain'
          ? (parameters.wrongNetworkId ?? `${namespace}:999999`)
          : p.network.caipNetworkId
      return connected(p.connectorId, networkId)
    },
    async reconnect(p) {
      record('reconnect', p)
      if (failures.reconnect === 'fail') throw unauthorized()
      if (!authorized.has(p.connectorId)) return undefined
      return connected(p.connectorId, walletNetworkId ?? p.network.caipNetworkId)
    },
    async disconnect() {
      record('disconnect', undefined)
      if (failures.disconnect === 'fail')
        throw rpcError(WALLET_ERROR_CODES.INTERNAL_ERROR, 'Internal error')
      if (current) authorized.delete(current)
      current = undefined
    },
    async switchNetwork(p) {
      record('switchNetwork', p)
      if (!current) throw unauthorized()
      await switchTo(p.network)
      if (current)
        context?.networkChanged({ connectorId: current, networkId: p.network.caipNetworkId })
    },
    async getBalance(p) {
      record('getBalance', p)
      if (failures.getBalance === 'fail')
        throw rpcError(WALLET_ERROR_CODES.INTERNAL_ERROR, 'Internal error')
      const { decimals, symbol } = p.network.nativeCurrency
      return { value: balance, decimals, symbol, formatted: formatUnits(balance, decimals) }
    },
    async signMessage(p) {
      record('signMessage', p)
      if (!current) throw unauthorized()
      const failure = failures.signMessage
      if (failure === 'reject') throw rejected()
      if (failure === 'timeout') return never()
      if (failure === 'disconnect') {
        end()
        throw rpcError(WALLET_ERROR_CODES.DISCONNECTED, 'Disconnected')
      }
      return `0x${toHex(`${p.address}:${p.message}`).padEnd(130, '0').slice(0, 130)}`
    },
    isAddress: (address) => ADDRESS[namespace].test(address),
    formatUnits,
    parseUnits,
    setFailures(next) {
      failures = next
    },
    changeAccounts(list) {
      accounts = toAccounts(list)
      if (current) context?.accountsChanged({ connectorId: current, accounts })
      if (!accounts.length) current = undefined
    },
    changeNetwork(networkId) {
      walletNetworkId = networkId
      if (current) context?.networkChanged({ connectorId: current, networkId })
    },
    endSession: end,
    addConnector(connector) {
      $connectors.set([...$connectors.get(), toConnector(connector)])
    },
  }
}
