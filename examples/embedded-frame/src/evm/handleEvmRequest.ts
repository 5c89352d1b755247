import { SAFE_RPC_METHODS } from '@walletport/core/embedded'
import * as v from 'valibot'
import { toHex } from 'viem'
import { callRpc } from '../chains.js'
import type { ApprovalRequest } from '../createApprovalScreen.js'
import { FrameRequestError, requestAborted, UNSUPPORTED_METHOD } from '../FrameRequestError.js'
import { parseParams } from '../parseParams.js'
import { checkSignInDomain } from '../show/checkSignInDomain.js'
import { flagApproval } from '../show/flagApproval.js'
import { chainLabel, describeTransaction, readableMessage } from './describeEvmRequest.js'
import { describeTypedData } from './describeTypedData.js'
import {
  checkAccount,
  clientsOf,
  currencyOf,
  type EvmRequestContext,
  noFee,
  send,
  wishOf,
} from './evmContext.js'
import {
  CallsStatusParamsSchema,
  PersonalSignParamsSchema,
  SignTypedDataParamsSchema,
  TransactionSchema,
} from './evmSchemas.js'
import { sendCalls } from './sendCalls.js'

export type { EvmRequestContext, SentCalls } from './evmContext.js'

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

/** wallet_getCallsStatus: a batch this frame sent, from its transactions' receipts */
async function getCallsStatus(params: unknown, context: EvmRequestContext) {
  const [id] = parseParams('wallet_getCallsStatus', CallsStatusParamsSchema, params)
  const sent = context.calls.get(id)
  if (!sent) throw new FrameRequestError('Unknown bundle id', 5730)
  const receipts = await Promise.all(
    sent.hashes.map((hash) => callRpc(context.chain.rpcUrl, 'eth_getTransactionReceipt', [hash])),
  )
  const mined = receipts.filter(
    (receipt): receipt is { status: string } => typeof receipt === 'object' && receipt !== null,
  )
  const succeeded = mined.filter((receipt) => receipt.status === '0x1').length
  // EIP-5792 codes: 100 pending, 200 confirmed, 500 all reverted, 600 some reverted
  const status =
    mined.length < receipts.length ? 100 : succeeded === mined.length ? 200 : succeeded ? 600 : 500
  return {
    version: '2.0.0',
    id,
    chainId: toHex(sent.chainId),
    atomic: false,
    status,
    receipts: mined,
  }
}

/** eth_signTypedData_v4: the domain, a permit's allowance and the message shown, then signed */
async function signTypedData(
  params: unknown,
  context: EvmRequestContext,
  approveThen: (request: ApprovalRequest) => Promise<void>,
) {
  const { keys, chain, network, text } = context
  const account = keys.evm
  const currency = currencyOf(context)
  const [address, typedData] = parseParams(
    'eth_signTypedData_v4',
    SignTypedDataParamsSchema,
    params,
  )
  checkAccount(keys, address)
  const { EIP712Domain: _, ...types } = typedData.types
  const described = describeTypedData(typedData, account.address, chain.id, text)
  await approveThen({
    ...described,
    rows: [
      ...described.rows.slice(0, 1),
      [text.t('row.network'), chainLabel(text, chain.id, currency, network)],
      noFee(text),
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

/** One EIP-155 RPC_REQUEST: a read, a local answer, or a signature after the user approves. */
export async function handleEvmRequest(
  method: string,
  params: unknown,
  context: EvmRequestContext,
): Promise<unknown> {
  const { keys, chain, approve, signal, network, text } = context
  const account = keys.evm
  const currency = currencyOf(context)
  const approveThen = async (request: ApprovalRequest) => {
    await approve(flagApproval(request, text))
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
      const shown = readableMessage(message)
      checkSignInDomain(shown, context.hostOrigin)
      await approveThen({
        title: text.t('evm.signMessage'),
        rows: [
          [text.t('row.account'), account.address],
          [text.t('row.network'), chainLabel(text, chain.id, currency, network)],
          noFee(text),
        ],
        body: { label: text.t('row.message'), text: shown },
      })
      return account.signMessage({
        message: message.startsWith('0x') ? { raw: message as `0x${string}` } : message,
      })
    }
    case 'eth_signTypedData_v4':
      return signTypedData(params, context, approveThen)
    case 'eth_sendTransaction': {
      const [tx] = parseParams(method, v.tuple([TransactionSchema]), params)
      checkAccount(keys, tx.from)
      const clients = clientsOf(context)
      const { approval, tx: prepared } = await describeTransaction({
        title: text.t('evm.sendTransaction'),
        client: clients.public,
        account: account.address,
        chainId: chain.id,
        currency,
        network,
        wish: wishOf(tx),
        text,
      })
      await approveThen(approval)
      return send(clients.wallet, prepared)
    }
    case 'wallet_sendCalls':
      return sendCalls(params, context, approveThen)
    case 'wallet_getCallsStatus':
      return getCallsStatus(params, context)
  }
  if (SMART_ACCOUNT_METHODS.has(method))
    throw new FrameRequestError(
      `${method} needs a smart account, which this frame does not offer`,
      UNSUPPORTED_METHOD,
    )
  throw new FrameRequestError('Requested RPC call is not allowed', UNSUPPORTED_METHOD)
}
