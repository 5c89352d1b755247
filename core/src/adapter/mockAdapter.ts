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
  SiwxMessageData,
} from '../types/adapter.js'
import type { CaipNetworkId, ChainNamespace } from '../types/caip.js'
import type { Connector } from '../types/connector.js'
import type { Identity } from '../types/dataSource.js'
import type { Network } from '../types/network.js'
import { keccak256 } from '../utils/keccak256.js'
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
  /** ...; or signs something else, so that the signature does not verify */
  signMessage?: 'reject' | 'timeout' | 'disconnect' | 'wrongSignature'
  disconnect?: 'fail'
  getBalance?: 'fail'
  /** the getProfile capability throws */
  getProfile?: 'fail'
  /** the wallet declines (4001) the sendToken, sendTransaction or writeContract capability */
  send?: 'reject'
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
  /** what the getProfile capability answers; nothing found by default */
  profile?: Identity
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
  /** the wallet's own view: the connector it is connected through, its network and accounts */
  wallet(): {
    connectorId: string | undefined
    networkId: CaipNetworkId | undefined
    accounts: readonly Account[]
  }
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

function toHex(bytes: Uint8Array): string {
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * The mock wallet's signature of a message: deterministic, bound to the address and the
 * message, 65 bytes like an ECDSA one. Not a real signature: only the mock can check it.
 */
export function mockSignature(address: string, message: string): `0x${string}` {
  const encode = (text: string) => keccak256(new TextEncoder().encode(text))
  return `0x${toHex(encode(`${address.toLowerCase()}\n${message}`))}${toHex(encode(message))}1b`
}

/** A sign-in message in the CAIP-122 layout, for the mock's `siwx` capability. */
export function formatMockSiwxMessage(data: SiwxMessageData): string {
  const [namespace] = data.networkId.split(':')
  const optional = (label: string, value: string | undefined) =>
    value === undefined ? [] : [`${label}: ${value}`]
  return [
    `${data.domain} wants you to sign in with your ${namespace} account:`,
    data.accountAddress,
    '',
    ...(data.statement ? [data.statement, ''] : []),
    ...optional('URI', data.uri ?? data.aud),
    `Version: ${data.version}`,
    `Chain ID: ${data.networkId}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
    ...optional('Expiration Time', data.expirationTime),
    ...optional('Not Before', data.notBefore),
    ...optional('Request ID', data.requestId),
    ...(data.resources?.length ? ['Resources:', ...data.resources.map((r) => `- ${r}`)] : []),
  ].join('\n')
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
  // the sign-in check: the message must be the one the fields give, signed by their account
  function verify(p: { message: string; signature: string; data: SiwxMessageData }) {
    if (p.message !== formatMockSiwxMessage(p.data))
      return { valid: false, reason: 'the message does not match its fields' }
    if (p.signature !== mockSignature(p.data.accountAddress, p.message))
      return { valid: false, reason: 'the signature does not match the account' }
    return { valid: true }
  }
  // a send the wallet may decline
  const sent = () => {
    if (failures.send === 'reject') throw rejected()
    return hash()
  }
  const all: Required<AdapterCapabilities> = {
    sendTransaction: answer('sendTransaction', sent),
    estimateGas: answer('estimateGas', () => 21_000n),
    writeContract: answer('writeContract', sent),
    sendToken: answer('sendToken', sent),
    getTokenBalances: answer('getTokenBalances', () => []),
    getProfile: answer('getProfile', () => {
      if (failures.getProfile === 'fail')
        throw rpcError(WALLET_ERROR_CODES.INTERNAL_ERROR, 'Internal error')
      return parameters.profile
    }),
    siwx: {
      createMessage: formatMockSiwxMessage,
      async verifyMessage(p) {
        record('siwx.verifyMessage', p)
        return verify(p).valid
      },
    },
    request: answer('request', () => null),
    async waitForReceipt(p) {
      record('waitForReceipt', p)
      return {
        status: 'success',
        transactionHash: `0x${p.hash.replace(/^0x/, '')}`,
        blockNumber: BigInt(hashes),
        gasUsed: 21_000n,
      }
    },
    estimateFees: answer('estimateFees', () => ({
      type: 'eip1559' as const,
      maxFeePerGas: 2_000_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
    })),
    getCapabilities: answer('getCapabilities', () => ({
      '0x1': { atomic: { status: 'supported' } },
    })),
    getAssets: answer('getAssets', () => ({
      '0x1': [
        {
          address: 'native',
          balance: `0x${balance.toString(16)}` as const,
          type: 'NATIVE' as const,
          metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    })),
    sendCalls: answer('sendCalls', () => ({ id: hash() })),
    verifySiwx: async (p) => {
      record('verifySiwx', p)
      return verify(p)
    },
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
      if (failure === 'wrongSignature') return mockSignature(p.address, `${p.message}\n`)
      return mockSignature(p.address, p.message)
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
    wallet: () => ({ connectorId: current, networkId: walletNetworkId, accounts }),
  }
}
