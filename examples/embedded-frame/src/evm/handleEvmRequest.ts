import { SAFE_RPC_METHODS } from '@walletport/core/embedded'
import * as v from 'valibot'
import {
  createWalletClient,
  defineChain,
  hexToBigInt,
  hexToNumber,
  http,
  isAddressEqual,
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
import { parseParams } from '../parseParams.js'
import { describeTransaction, readableMessage } from './describeEvmRequest.js'
import {
  CallsStatusParamsSchema,
  PersonalSignParamsSchema,
  SendCallsParamsSchema,
  SignTypedDataParamsSchema,
  TransactionSchema,
} from './evmSchemas.js'

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
  chain: { id: number; rpcUrl: string }
  approve(request: ApprovalRequest): Promise<void>
  signal: AbortSignal
  /** wallet_sendCalls batches this frame sent, by id, for wallet_getCallsStatus */
  calls: Map<string, SentCalls>
}

function checkAccount(keys: UserKeys, address: string | undefined) {
  if (address && !isAddressEqual(address as `0x${string}`, keys.evm.address))
    throw new FrameRequestError(`${address} is not this wallet's account`, UNAUTHORIZED)
}

/** One EIP-155 RPC_REQUEST: a read, a local answer, or a signature after the user approves. */
export async function handleEvmRequest(
  method: string,
  params: unknown,
  context: EvmRequestContext,
): Promise<unknown> {
  const { keys, chain, approve, signal } = context
  const account = keys.evm
  const approveThen = async (request: ApprovalRequest) => {
    await approve(request)
    if (signal.aborted) throw requestAborted()
  }
  const walletClient = () =>
    createWalletClient({
      account,
      chain: defineChain({
        id: chain.id,
        name: `Chain ${chain.id}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      }),
      transport: http(chain.rpcUrl),
    })

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
      await approveThen({
        title: 'Sign message',
        rows: [
          ['Account', account.address],
          ['Network', `EVM chain ${chain.id}`],
        ],
        body: { label: 'Message', text: readableMessage(message) },
      })
      return account.signMessage({
        message: message.startsWith('0x') ? { raw: message as `0x${string}` } : message,
      })
    }
    case 'eth_signTypedData_v4': {
      const [address, typedData] = parseParams(method, SignTypedDataParamsSchema, params)
      checkAccount(keys, address)
      const { EIP712Domain: _, ...types } = typedData.types
      await approveThen({
        title: 'Sign typed data',
        rows: [
          ['Account', account.address],
          ['Type', typedData.primaryType],
          ['Domain', String(typedData.domain.name ?? typedData.domain.verifyingContract ?? '—')],
        ],
        body: { label: 'Typed data', text: JSON.stringify(typedData.message, null, 2) },
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
      const data = (tx.data ?? tx.input) as `0x${string}` | undefined
      await approveThen(
        describeTransaction('Send transaction', account.address, chain.id, { ...tx, data }),
      )
      // viem fills nonce, gas and fees, signs here and sends the raw transaction to the node
      return walletClient().sendTransaction({
        to: tx.to as `0x${string}` | null | undefined,
        data,
        ...(tx.value ? { value: hexToBigInt(tx.value as `0x${string}`) } : {}),
        ...(tx.gas ? { gas: hexToBigInt(tx.gas as `0x${string}`) } : {}),
        ...(tx.nonce ? { nonce: hexToNumber(tx.nonce as `0x${string}`) } : {}),
        ...(tx.maxFeePerGas
          ? {
              maxFeePerGas: hexToBigInt(tx.maxFeePerGas as `0x${string}`),
              ...(tx.maxPriorityFeePerGas
                ? { maxPriorityFeePerGas: hexToBigInt(tx.maxPriorityFeePerGas as `0x${string}`) }
                : {}),
            }
          : tx.gasPrice
            ? { gasPrice: hexToBigInt(tx.gasPrice as `0x${string}`) }
            : {}),
      })
    }
    case 'wallet_sendCalls': {
      const [batch] = parseParams(method, SendCallsParamsSchema, params)
      checkAccount(keys, batch.from)
      if (batch.chainId && hexToNumber(batch.chainId as `0x${string}`) !== chain.id)
        throw new FrameRequestError('The calls are for another chain than the request', 5710)
      if (batch.atomicRequired)
        throw new FrameRequestError(
          'This wallet sends calls one by one: atomicity is not supported',
          5760,
        )
      await approveThen({
        title: `Send ${batch.calls.length} call${batch.calls.length === 1 ? '' : 's'}`,
        rows: [
          ['From', account.address],
          ['Network', `EVM chain ${chain.id}`],
        ],
        body: { label: 'Calls', text: JSON.stringify(batch.calls, null, 2) },
      })
      const client = walletClient()
      const hashes: `0x${string}`[] = []
      for (const call of batch.calls)
        hashes.push(
          await client.sendTransaction({
            to: call.to as `0x${string}`,
            data: call.data as `0x${string}` | undefined,
            ...(call.value ? { value: hexToBigInt(call.value as `0x${string}`) } : {}),
          }),
        )
      const id = toHex(crypto.getRandomValues(new Uint8Array(32)))
      context.calls.set(id, { chainId: chain.id, hashes })
      return { id }
    }
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
