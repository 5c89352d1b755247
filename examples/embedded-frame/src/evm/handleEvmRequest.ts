import { SAFE_RPC_METHODS } from '@walletport/core/embedded'
import * as v from 'valibot'
import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  hexToBigInt,
  hexToNumber,
  http,
  isAddressEqual,
  type PublicClient,
  type Transport,
  toHex,
} from 'viem'
import { callRpc } from '../chains.js'
import type { ApprovalRequest } from '../createApprovalScreen.js'
import {
  FrameRequestError,
  requestAborted,
  UNAUTHORIZED,
  UNSUPPORTED_METHOD,
} from '../FrameRequestError.js'
import type { UserKeys } from '../keys.js'
import type { RequestNetwork } from '../messages.js'
import { parseParams } from '../parseParams.js'
import { checkSignInDomain } from '../show/checkSignInDomain.js'
import { flagApproval } from '../show/flagApproval.js'
import { chainLabel, describeTransaction, readableMessage } from './describeEvmRequest.js'
import { describeTypedData } from './describeTypedData.js'
import {
  CallsStatusParamsSchema,
  PersonalSignParamsSchema,
  SendCallsParamsSchema,
  SignTypedDataParamsSchema,
  type TransactionParams,
  TransactionSchema,
} from './evmSchemas.js'
import { type NativeCurrency, nativeCurrencyOf } from './nativeCurrency.js'
import type { PreparedTransaction, TransactionWish } from './prepareEvmTransaction.js'

// what the frame passes to the chain's node as it is: the host's safe methods (SPEC section 6)
// but those it answers from its own state (accounts, chain id, the wallet_* reads)
const ANSWERED_HERE = new Set(['eth_accounts', 'eth_chainId'])
const SAFE_READS = new Set(
  SAFE_RPC_METHODS.filter((method) => !ANSWERED_HERE.has(method) && !method.startsWith('wallet_')),
)

// unsafe methods that need a smart account, which this frame does not offer
const SMART_ACCOUNT_METHODS = new Set([
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
])

export type SentCalls = { chainId: number; hashes: readonly `0x${string}`[] }

export type EvmRequestContext = {
  keys: UserKeys
  chain: { id: number; rpcUrl: string; currency?: NativeCurrency | undefined }
  approve(request: ApprovalRequest): Promise<void>
  signal: AbortSignal
  /** wallet_sendCalls batches this frame sent, by id, for wallet_getCallsStatus */
  calls: Map<string, SentCalls>
  /** the checked origin of the page asking (sign-in messages must name it) */
  hostOrigin: string
  /** the app's name for the chain and its coin's price, as the host sent them */
  network?: RequestNetwork | undefined
}

/** a signature goes nowhere on its own: the screen says so where a transaction shows its fee */
export const NO_FEE: readonly [string, string] = ['Network fee', 'None: signing sends nothing']

/** the chain's coin, priced when the host passed a price */
function currencyOf({ chain, network }: EvmRequestContext): NativeCurrency {
  const currency = nativeCurrencyOf(chain.id, chain.currency)
  return network?.price ? { ...currency, price: network.price } : currency
}

function checkAccount(keys: UserKeys, address: string | undefined) {
  if (address && !isAddressEqual(address as `0x${string}`, keys.evm.address))
    throw new FrameRequestError(`${address} is not this wallet's account`, UNAUTHORIZED)
}

const big = (hex: string | undefined) => (hex ? hexToBigInt(hex as Hex) : undefined)

/** what the site asked to send, its fee fields kept only as wishes */
function wishOf(tx: TransactionParams): TransactionWish {
  return {
    to: tx.to as Address | null | undefined,
    data: (tx.data ?? tx.input) as Hex | undefined,
    value: big(tx.value),
    gas: big(tx.gas),
    nonce: tx.nonce ? hexToNumber(tx.nonce as Hex) : undefined,
    maxFeePerGas: big(tx.maxFeePerGas) ?? big(tx.gasPrice),
    maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas),
  }
}

function clientsOf(context: EvmRequestContext) {
  const { chain, keys } = context
  const viemChain = defineChain({
    id: chain.id,
    name: `Chain ${chain.id}`,
    nativeCurrency: { name: 'native', ...nativeCurrencyOf(chain.id, chain.currency) },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const transport = http(chain.rpcUrl)
  return {
    public: createPublicClient({ chain: viemChain, transport }) as PublicClient<Transport, Chain>,
    wallet: createWalletClient({ account: keys.evm, chain: viemChain, transport }),
  }
}

/** signs and sends exactly what was shown: every field filled, nothing left for viem to pick */
function send(wallet: ReturnType<typeof clientsOf>['wallet'], tx: PreparedTransaction) {
  return wallet.sendTransaction({
    to: tx.to,
    data: tx.data,
    value: tx.value,
    gas: tx.gas,
    nonce: tx.nonce,
    ...tx.fees,
  } as Parameters<typeof wallet.sendTransaction>[0])
}

/** One EIP-155 RPC_REQUEST: a read, a local answer, or a signature after the user approves. */
export async function handleEvmRequest(
  method: string,
  params: unknown,
  context: EvmRequestContext,
): Promise<unknown> {
  const { keys, chain, approve, signal, network } = context
  const account = keys.evm
  const currency = currencyOf(context)
  const approveThen = async (request: ApprovalRequest) => {
    await approve(flagApproval(request))
    if (signal.aborted) throw requestAborted()
  }

  if (SAFE_READS.has(method)) return callRpc(chain.rpcUrl, method, params)
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [account.address]
    case 'eth_chainId':
      return toHex(chain.id)
    case 'wallet_getCapabilities':
      // an EOA without batching or paymasters: no capabilities on any chain
      return {}
    case 'wallet_getPermissions':
      // no permissions are ever granted (they need a smart account)
      return []
    case 'personal_sign': {
      const [message, address] = parseParams(method, PersonalSignParamsSchema, params)
      checkAccount(keys, address)
      const text = readableMessage(message)
      checkSignInDomain(text, context.hostOrigin)
      await approveThen({
        title: 'Sign message',
        rows: [
          ['Account', account.address],
          ['Network', chainLabel(chain.id, currency, network)],
          NO_FEE,
        ],
        body: { label: 'Message', text },
      })
      return account.signMessage({
        message: message.startsWith('0x') ? { raw: message as `0x${string}` } : message,
      })
    }
    case 'eth_signTypedData_v4': {
      const [address, typedData] = parseParams(method, SignTypedDataParamsSchema, params)
      checkAccount(keys, address)
      const { EIP712Domain: _, ...types } = typedData.types
      const described = describeTypedData(typedData, account.address, chain.id)
      await approveThen({
        ...described,
        rows: [
          ...described.rows.slice(0, 1),
          ['Network', chainLabel(chain.id, currency, network)],
          NO_FEE,
          ...described.rows.slice(1),
        ],
      })
      try {
        return await account.signTypedData({
          domain: typedData.domain,
          types,
          primaryType: typedData.primaryType,
          message: typedData.message,
        })
      } catch (error) {
        throw new FrameRequestError(
          `The typed data cannot be signed: ${(error as Error).message}`,
          -32602,
        )
      }
    }
    case 'eth_sendTransaction': {
      const [tx] = parseParams(method, v.tuple([TransactionSchema]), params)
      checkAccount(keys, tx.from)
      const clients = clientsOf(context)
      const { approval, tx: prepared } = await describeTransaction({
        title: 'Send transaction',
        client: clients.public,
        account: account.address,
        chainId: chain.id,
        currency,
        network,
        wish: wishOf(tx),
      })
      await approveThen(approval)
      return send(clients.wallet, prepared)
    }
    case 'wallet_sendCalls':
      return sendCalls(params, context, approveThen)
    case 'wallet_getCallsStatus': {
      const [id] = parseParams(method, CallsStatusParamsSchema, params)
      const sent = context.calls.get(id)
      if (!sent) throw new FrameRequestError('Unknown bundle id', 5730)
      const receipts = await Promise.all(
        sent.hashes.map((hash) => callRpc(chain.rpcUrl, 'eth_getTransactionReceipt', [hash])),
      )
      const mined = receipts.filter(
        (receipt): receipt is { status: string } => typeof receipt === 'object' && receipt !== null,
      )
      const succeeded = mined.filter((receipt) => receipt.status === '0x1').length
      // EIP-5792 codes: 100 pending, 200 confirmed, 500 all reverted, 600 some reverted
      const status =
        mined.length < receipts.length
          ? 100
          : succeeded === mined.length
            ? 200
            : succeeded
              ? 600
              : 500
      return {
        version: '2.0.0',
        id,
        chainId: toHex(sent.chainId),
        atomic: false,
        status,
        receipts: mined,
      }
    }
  }
  if (SMART_ACCOUNT_METHODS.has(method))
    throw new FrameRequestError(
      `${method} needs a smart account, which this frame does not offer`,
      UNSUPPORTED_METHOD,
    )
  throw new FrameRequestError('Requested RPC call is not allowed', UNSUPPORTED_METHOD)
}

/**
 * wallet_sendCalls: every call decoded and priced like a transaction (consecutive nonces, the
 * frame's fees), one approval for the batch, then sent one by one (no atomicity).
 */
async function sendCalls(
  params: unknown,
  context: EvmRequestContext,
  approveThen: (request: ApprovalRequest) => Promise<void>,
) {
  const { keys, chain } = context
  const [batch] = parseParams('wallet_sendCalls', SendCallsParamsSchema, params)
  checkAccount(keys, batch.from)
  if (batch.chainId && hexToNumber(batch.chainId as Hex) !== chain.id)
    throw new FrameRequestError('The calls are for another chain than the request', 5710)
  if (batch.atomicRequired)
    throw new FrameRequestError(
      'This wallet sends calls one by one: atomicity is not supported',
      5760,
    )
  const clients = clientsOf(context)
  const currency = currencyOf(context)
  const first = await clients.public.getTransactionCount({
    address: keys.evm.address,
    blockTag: 'pending',
  })
  const described = await Promise.all(
    batch.calls.map((call, i) =>
      describeTransaction({
        title: `Call ${i + 1}`,
        client: clients.public,
        account: keys.evm.address,
        chainId: chain.id,
        currency,
        network: context.network,
        wish: {
          to: call.to as Address,
          data: call.data as Hex | undefined,
          value: big(call.value),
        },
        nonce: first + i,
      }),
    ),
  )
  const count = batch.calls.length
  await approveThen({
    title: `Send ${count} call${count === 1 ? '' : 's'}`,
    rows: described.flatMap(({ approval }) => [
      [approval.title, '—'] as [string, string],
      ...approval.rows.filter(([label]) => label !== 'From' && label !== 'Balance'),
    ]),
    warnings: described.flatMap(({ approval }) => approval.warnings ?? []),
    body: (() => {
      const raw = described.flatMap(({ approval }) => (approval.body ? [approval.body.text] : []))
      return raw.length ? { label: 'Call data (not decoded)', text: raw.join('\n\n') } : undefined
    })(),
  })
  const hashes: Hex[] = []
  for (const { tx } of described) hashes.push(await send(clients.wallet, tx))
  const id = toHex(crypto.getRandomValues(new Uint8Array(32)))
  context.calls.set(id, { chainId: chain.id, hashes })
  return { id }
}
