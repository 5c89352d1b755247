import {
  type Address,
  createWalletClient,
  type Hex,
  hexToBigInt,
  hexToNumber,
  http,
  isHex,
  type LocalAccount,
  numberToHex,
} from 'viem'
import { getBalance, sendTransaction } from 'viem/actions'
import type { Eip1193Provider } from '../types.js'

/** What an EIP-1193 wallet throws: an Error with the code and data of EIP-1193 / EIP-1474. */
export class WalletRpcError extends Error {
  readonly code: number
  readonly data: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

type Listener = (...args: never[]) => void

export type TestWalletState = {
  chainId: number
  authorized: boolean
  /** chains the wallet can switch to without adding them first */
  knownChains: Set<number>
  /** methods answered with 4001; '*' rejects everything */
  rejectMethods: Set<string>
  /** wallet_addEthereumChain fails */
  failAdd: boolean
  /** canned answers by method, to test how the adapter checks a wallet's replies */
  responses: Map<string, unknown>
}

export type TestWallet = {
  provider: Eip1193Provider & {
    on(event: string, listener: Listener): void
    removeListener(event: string, listener: Listener): void
  }
  address: Address
  state: TestWalletState
  calls: { method: string; params: unknown }[]
  emit(event: string, ...args: unknown[]): void
  /** the person moves the wallet to another network from its own UI */
  moveTo(chainId: number): void
  listenerCount(event: string): number
}

/**
 * A real EIP-1193 wallet for tests: a viem local account signs, transactions are prepared and
 * sent to the node of the wallet's current chain, reads are forwarded to that node.
 */
export function createTestWallet({
  account,
  chains,
  chainId,
  authorized = false,
}: {
  account: LocalAccount
  /** chain id to the RPC URL the wallet uses for it */
  chains: Record<number, string>
  chainId: number
  authorized?: boolean
}): TestWallet {
  const rpcUrls = new Map(Object.entries(chains).map(([id, url]) => [Number(id), url]))
  const listeners = new Map<string, Set<Listener>>()
  const calls: TestWallet['calls'] = []
  const state: TestWalletState = {
    chainId,
    authorized,
    knownChains: new Set(rpcUrls.keys()),
    rejectMethods: new Set(),
    failAdd: false,
    responses: new Map(),
  }
  let rpcId = 0
  let bundle = 0

  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? [])
      (listener as (...a: unknown[]) => void)(...args)
  }
  const nodeUrl = () => {
    const url = rpcUrls.get(state.chainId)
    if (!url) throw new WalletRpcError(4901, 'The wallet has no node for this chain')
    return url
  }
  const forward = async (method: string, params: unknown) => {
    const response = await fetch(nodeUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params: params ?? [] }),
    })
    const body = (await response.json()) as {
      result?: unknown
      error?: { code: number; message: string; data?: unknown }
    }
    if (body.error) throw new WalletRpcError(body.error.code, body.error.message, body.error.data)
    return body.result
  }
  const requireAuthorized = () => {
    if (!state.authorized)
      throw new WalletRpcError(4100, 'The requested account has not been authorized')
  }
  const send = async (tx: Record<string, unknown>): Promise<Hex> => {
    const hex = (key: string) => {
      const value = tx[key]
      return typeof value === 'string' && isHex(value) ? value : undefined
    }
    const big = (key: string) => {
      const value = hex(key)
      return value === undefined ? undefined : hexToBigInt(value)
    }
    const to = hex('to')
    const client = createWalletClient({ account, transport: http(nodeUrl(), { retryCount: 0 }) })
    const base = {
      account,
      chain: null,
      to,
      data: hex('data'),
      value: big('value'),
      gas: big('gas'),
      nonce: hex('nonce') === undefined ? undefined : hexToNumber(hex('nonce') ?? '0x0'),
    }
    try {
      const gasPrice = big('gasPrice')
      return gasPrice !== undefined
        ? await sendTransaction(client, { ...base, gasPrice })
        : await sendTransaction(client, {
            ...base,
            maxFeePerGas: big('maxFeePerGas'),
            maxPriorityFeePerGas: big('maxPriorityFeePerGas'),
          })
    } catch (error) {
      throw toWalletError(error)
    }
  }

  const provider: TestWallet['provider'] = {
    async request({ method, params }) {
      calls.push({ method, params })
      if (state.rejectMethods.has('*') || state.rejectMethods.has(method))
        throw new WalletRpcError(4001, 'User rejected the request.')
      if (state.responses.has(method)) return state.responses.get(method)
      const list = Array.isArray(params) ? params : []
      switch (method) {
        case 'eth_requestAccounts':
          state.authorized = true
          return [account.address]
        case 'eth_accounts':
          return state.authorized ? [account.address] : []
        case 'eth_chainId':
          return numberToHex(state.chainId)
        case 'wallet_switchEthereumChain': {
          const id = readChainId(list[0])
          if (!state.knownChains.has(id)) throw new WalletRpcError(4902, 'Unrecognized chain ID')
          if (id !== state.chainId) {
            state.chainId = id
            emit('chainChanged', numberToHex(id))
          }
          return null
        }
        case 'wallet_addEthereumChain': {
          const chain = list[0] as { chainName?: unknown; rpcUrls?: unknown } | undefined
          const id = readChainId(chain)
          if (state.failAdd) throw new WalletRpcError(-32603, 'The wallet could not add the chain')
          const url = Array.isArray(chain?.rpcUrls) ? chain.rpcUrls[0] : undefined
          if (typeof chain?.chainName !== 'string' || typeof url !== 'string')
            throw new WalletRpcError(-32602, 'Invalid chain parameters')
          rpcUrls.set(id, url)
          state.knownChains.add(id)
          return null
        }
        case 'wallet_revokePermissions':
          state.authorized = false
          return null
        case 'personal_sign': {
          requireAuthorized()
          const [data, from] = list
          if (typeof data !== 'string' || !isHex(data))
            throw new WalletRpcError(-32602, 'Bad message')
          if (typeof from !== 'string' || from.toLowerCase() !== account.address.toLowerCase())
            throw new WalletRpcError(4100, 'Unknown account')
          return account.signMessage({ message: { raw: data } })
        }
        case 'eth_sendTransaction':
          requireAuthorized()
          return send(list[0] as Record<string, unknown>)
        case 'wallet_sendCalls': {
          requireAuthorized()
          const request = list[0] as { calls?: Record<string, unknown>[] }
          for (const call of request.calls ?? []) await send(call)
          bundle += 1
          return { id: numberToHex(bundle, { size: 32 }) }
        }
        case 'wallet_getCapabilities':
          requireAuthorized()
          return Object.fromEntries(
            [...state.knownChains].map((id) => [
              numberToHex(id),
              { atomic: { status: 'supported' } },
            ]),
          )
        case 'wallet_getAssets': {
          requireAuthorized()
          const balance = await getBalance(
            createWalletClient({ transport: http(nodeUrl(), { retryCount: 0 }) }),
            { address: account.address },
          )
          return {
            [numberToHex(state.chainId)]: [
              {
                address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
                balance: numberToHex(balance),
                type: 'native',
                metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
              },
            ],
          }
        }
        default:
          if (method.startsWith('wallet_')) throw new WalletRpcError(4200, 'Unsupported method')
          return forward(method, params)
      }
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

  return {
    provider,
    address: account.address,
    state,
    calls,
    emit,
    moveTo(id) {
      state.chainId = id
      emit('chainChanged', numberToHex(id))
    },
    listenerCount: (event) => listeners.get(event)?.size ?? 0,
  }
}

function readChainId(value: unknown): number {
  const chainId = (value as { chainId?: unknown } | undefined)?.chainId
  if (typeof chainId !== 'string' || !isHex(chainId))
    throw new WalletRpcError(-32602, 'Invalid chainId')
  return hexToNumber(chainId)
}

/** a node error keeps its code, message and data, as a wallet passes it on */
function toWalletError(error: unknown): WalletRpcError {
  let current: unknown = error
  while (typeof current === 'object' && current !== null) {
    const { code, details, data } = current as { code?: unknown; details?: unknown; data?: unknown }
    if (typeof code === 'number' && typeof details === 'string')
      return new WalletRpcError(code, details, data)
    current = (current as { cause?: unknown }).cause
  }
  return new WalletRpcError(-32603, error instanceof Error ? error.message : 'Internal error')
}
