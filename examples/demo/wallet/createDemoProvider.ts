import {
  type Address,
  type Chain,
  createWalletClient,
  defineChain,
  type Hex,
  hexToBigInt,
  http,
  isAddress,
  isAddressEqual,
  isHex,
  numberToHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { DemoChain, DemoConfig } from '../demoConfig.js'

/** An EIP-1193 error: `code` is the wallet code the dapp reads (4001, 4100, 4200, 4901, 4902...). */
export class DemoWalletError extends Error {
  override name = 'DemoWalletError'
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

export type DemoProviderEvent = 'accountsChanged' | 'chainChanged' | 'disconnect'
type Listener = (payload: unknown) => void

/** One request the wallet answered, for the demo banner's activity log. */
export type DemoActivity = { method: string; ok: boolean; detail?: string }

/** Where the wallet remembers, across reloads, that the page may see the account. */
export type DemoWalletStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** A request that needs the person's consent, as a wallet would show it. */
export type DemoApprovalRequest = { method: string; params: unknown }

export type CreateDemoProviderParameters = {
  config: DemoConfig
  /**
   * asked before a request that needs consent (accounts, signing, sending, switching);
   * false rejects it with 4001. Everything is approved at once when absent.
   */
  approve?: ((request: DemoApprovalRequest) => Promise<boolean>) | undefined
  /** localStorage in the page; memory when absent */
  storage?: DemoWalletStorage | undefined
  onActivity?: ((activity: DemoActivity) => void) | undefined
  /** notified after every change of chain or permission */
  onChange?: (() => void) | undefined
}

export type DemoProvider = {
  readonly isWalletportDemo: true
  readonly address: Address
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): DemoProvider
  removeListener(event: string, listener: Listener): DemoProvider
  /** the chain the wallet is on */
  readonly chain: DemoChain
  /** whether the page may see the account */
  readonly authorized: boolean
  /** moves the wallet by itself, as a person does in a wallet's own network menu */
  moveToChain(chainId: number): void
}

const STORAGE_KEY = 'walletport-demo-wallet'

// read-only calls the wallet forwards to the chain's node
const FORWARDED = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_sendRawTransaction',
])

type Remembered = { authorized: boolean; chainId: number }

function readRemembered(storage: DemoWalletStorage | undefined): Remembered | undefined {
  let parsed: unknown
  try {
    parsed = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null')
  } catch {
    return undefined
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined
  const { authorized, chainId } = parsed as Record<string, unknown>
  if (typeof authorized !== 'boolean' || typeof chainId !== 'number') return undefined
  return { authorized, chainId }
}

function toViemChain(chain: DemoChain, rpcUrl: string): Chain {
  return defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
}

function firstParam(params: unknown): unknown {
  return Array.isArray(params) ? params[0] : undefined
}

function invalidParams(detail: string): DemoWalletError {
  return new DemoWalletError(-32602, `Invalid params: ${detail}`)
}

function quantity(value: unknown, field: string): bigint | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isHex(value))
    throw invalidParams(`${field} is not a hex quantity`)
  return hexToBigInt(value)
}

/** an absent field, or one that passes `check` */
function optional<T extends string>(
  value: unknown,
  check: (value: string) => value is T,
  issue: string,
): T | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !check(value)) throw invalidParams(issue)
  return value
}

function parseChainIdParam(params: unknown): number {
  const param = firstParam(params)
  const chainId =
    typeof param === 'object' && param !== null
      ? (param as { chainId?: unknown }).chainId
      : undefined
  if (typeof chainId !== 'string' || !isHex(chainId)) throw invalidParams('chainId is not hex')
  return Number(hexToBigInt(chainId))
}

/**
 * Docs: /examples/demo. An EIP-1193 provider over a viem local account: it answers as a
 * browser wallet does, approving every request at once (there is no one to ask), signs
 * locally and sends transactions raw to the local anvil node of its chain.
 */
export function createDemoProvider({
  config,
  approve,
  storage,
  onActivity,
  onChange,
}: CreateDemoProviderParameters): DemoProvider {
  const account = privateKeyToAccount(config.privateKey)
  const listeners = new Map<string, Set<Listener>>()
  const [firstChain] = config.chains
  if (!firstChain) throw new Error('the demo wallet needs at least one chain')
  const remembered = readRemembered(storage)
  let chain = config.chains.find((c) => c.id === remembered?.chainId) ?? firstChain
  let authorized = remembered?.authorized ?? false
  let rpcId = 0

  function remember() {
    storage?.setItem(STORAGE_KEY, JSON.stringify({ authorized, chainId: chain.id }))
    onChange?.()
  }

  function emit(event: DemoProviderEvent, payload: unknown) {
    for (const listener of listeners.get(event) ?? []) listener(payload)
  }

  async function consent(method: string, params: unknown) {
    if (approve && !(await approve({ method, params })))
      throw new DemoWalletError(4001, 'User rejected the request.')
  }

  function requireAuthorized() {
    if (!authorized)
      throw new DemoWalletError(4100, 'The page has not been allowed to use the account')
  }

  function requireAccount(value: unknown) {
    if (typeof value !== 'string' || !isAddress(value, { strict: false }))
      throw invalidParams('not an address')
    if (!isAddressEqual(value, account.address))
      throw new DemoWalletError(4100, `The wallet does not hold ${value}`)
  }

  function requireRpc(): string {
    if (!chain.rpcUrl)
      throw new DemoWalletError(4901, `The wallet cannot reach ${chain.name} (chain ${chain.id})`)
    return chain.rpcUrl
  }

  function switchTo(chainId: number) {
    const next = config.chains.find((c) => c.id === chainId)
    if (!next) throw new DemoWalletError(4902, `Unrecognized chain ID ${numberToHex(chainId)}`)
    if (next.id === chain.id) return
    chain = next
    remember()
    emit('chainChanged', numberToHex(next.id))
  }

  async function forward(method: string, params: unknown): Promise<unknown> {
    const response = await fetch(requireRpc(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params: params ?? [] }),
    })
    const body: unknown = await response.json()
    if (typeof body !== 'object' || body === null)
      throw new DemoWalletError(-32603, 'The node answered something that is not JSON-RPC')
    const { result, error } = body as {
      result?: unknown
      error?: { code?: unknown; message?: unknown }
    }
    if (error)
      throw new DemoWalletError(
        typeof error.code === 'number' ? error.code : -32603,
        typeof error.message === 'string' ? error.message : 'The node failed',
      )
    return result
  }

  async function personalSign(params: unknown): Promise<Hex> {
    requireAuthorized()
    if (!Array.isArray(params)) throw invalidParams('expected [message, address]')
    const [message, address] = params
    if (typeof message !== 'string') throw invalidParams('the message is not a string')
    requireAccount(address)
    await consent('personal_sign', params)
    return account.signMessage({ message: isHex(message) ? { raw: message } : message })
  }

  async function sendTransaction(params: unknown): Promise<Hex> {
    requireAuthorized()
    const tx = firstParam(params)
    if (typeof tx !== 'object' || tx === null) throw invalidParams('expected [transaction]')
    const { from, to, data, value, gas, gasPrice, maxFeePerGas, maxPriorityFeePerGas, nonce } =
      tx as Record<string, unknown>
    requireAccount(from)
    const target = optional(to, (x) => isAddress(x, { strict: false }), 'to is not an address')
    const input = optional(data, isHex, 'data is not hex')
    const rpcUrl = requireRpc()
    const client = createWalletClient({
      account,
      chain: toViemChain(chain, rpcUrl),
      transport: http(rpcUrl),
    })
    const fees =
      gasPrice !== undefined
        ? { gasPrice: quantity(gasPrice, 'gasPrice') }
        : {
            maxFeePerGas: quantity(maxFeePerGas, 'maxFeePerGas'),
            maxPriorityFeePerGas: quantity(maxPriorityFeePerGas, 'maxPriorityFeePerGas'),
          }
    const nonceValue = quantity(nonce, 'nonce')
    await consent('eth_sendTransaction', params)
    try {
      // signed here with the local key, then sent as eth_sendRawTransaction
      return await client.sendTransaction({
        to: target ?? null,
        data: input,
        value: quantity(value, 'value'),
        gas: quantity(gas, 'gas'),
        nonce: nonceValue === undefined ? undefined : Number(nonceValue),
        ...fees,
      })
    } catch (error) {
      const message = error instanceof Error ? error.message.split('\n')[0] : undefined
      throw new DemoWalletError(-32603, message ?? 'The transaction failed')
    }
  }

  async function answer(method: string, params: unknown): Promise<unknown> {
    switch (method) {
      case 'eth_accounts':
        return authorized ? [account.address] : []
      case 'eth_requestAccounts':
      case 'wallet_requestPermissions': {
        const first = !authorized
        if (first) await consent(method, params)
        authorized = true
        remember()
        if (first) emit('accountsChanged', [account.address])
        return method === 'eth_requestAccounts'
          ? [account.address]
          : [{ parentCapability: 'eth_accounts' }]
      }
      case 'wallet_getPermissions':
        return authorized ? [{ parentCapability: 'eth_accounts' }] : []
      case 'wallet_revokePermissions':
        if (authorized) {
          authorized = false
          remember()
          emit('accountsChanged', [])
        }
        return null
      case 'eth_chainId':
        return numberToHex(chain.id)
      case 'net_version':
        return String(chain.id)
      case 'personal_sign':
        return personalSign(params)
      case 'eth_sendTransaction':
        return sendTransaction(params)
      case 'wallet_switchEthereumChain': {
        const chainId = parseChainIdParam(params)
        if (!config.chains.some((c) => c.id === chainId))
          throw new DemoWalletError(4902, `Unrecognized chain ID ${numberToHex(chainId)}`)
        if (chainId !== chain.id) await consent(method, params)
        switchTo(chainId)
        return null
      }
      case 'wallet_addEthereumChain': {
        // the wallet knows its chains already; it cannot add a node it has no key for
        const chainId = parseChainIdParam(params)
        if (!config.chains.some((c) => c.id === chainId))
          throw new DemoWalletError(4902, `Unrecognized chain ID ${numberToHex(chainId)}`)
        return null
      }
      default:
        if (FORWARDED.has(method)) return forward(method, params)
        throw new DemoWalletError(4200, `The demo wallet does not support ${method}`)
    }
  }

  const provider: DemoProvider = {
    isWalletportDemo: true,
    address: account.address,
    get chain() {
      return chain
    },
    get authorized() {
      return authorized
    },
    async request({ method, params }) {
      if (typeof method !== 'string') throw invalidParams('method is not a string')
      try {
        const result = await answer(method, params)
        if (!FORWARDED.has(method)) onActivity?.({ method, ok: true })
        return result
      } catch (error) {
        onActivity?.({
          method,
          ok: false,
          detail: error instanceof Error ? error.message : String(error),
        })
        throw error
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
    moveToChain(chainId) {
      switchTo(chainId)
    },
  }
  return provider
}
