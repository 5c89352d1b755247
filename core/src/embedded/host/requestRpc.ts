import * as v from 'valibot'
import { close } from '../../actions/close.js'
import { fetchBalance } from '../../actions/fetchBalance.js'
import { open } from '../../actions/open.js'
import { NOT_ALLOWED_MESSAGE_DELAY } from '../../constants.js'
import { RequestAbortedError, RpcNotAllowedError } from '../../errors/frame.js'
import { ProviderRpcError } from '../../errors/ProviderRpcError.js'
import { SmartAccountSignatureError } from '../../errors/signIn.js'
import { WALLET_ERROR_CODES } from '../../errors/walletCodes.js'
import { showView } from '../../kit/showView.js'
import { isSmartAccount } from '../../siwx/isSmartAccount.js'
import type { ChainNamespace } from '../../types/caip.js'
import { SendCallsParamsSchema } from './frameSchemas.js'
import { getRequestNetwork } from './getRequestNetwork.js'
import type { HostContext } from './hostContext.js'
import { getRpcClass } from './rpcMethods.js'

/** what the UI shows for a rejected method */
export const NOT_ALLOWED_TEXT = 'Action not allowed'
const SIGNATURES = ['personal_sign', 'eth_signTypedData_v4']

export type RpcRequest = {
  namespace: Extract<ChainNamespace, 'eip155' | 'solana'>
  method: string
  params?: unknown
  chainId: string | number
}

export type RequestRpc = ((request: RpcRequest) => Promise<unknown>) & {
  /** stops the pending not-allowed message */
  dispose(): void
}

/** wallet_sendCalls params are checked before they reach the frame (PROTOCOL.md) */
function checkSendCalls(params: unknown) {
  const checked = v.safeParse(SendCallsParamsSchema, params)
  if (!checked.success)
    throw new ProviderRpcError({
      code: WALLET_ERROR_CODES.INVALID_PARAMS,
      message: `Invalid wallet_sendCalls params: ${checked.issues[0]?.message}`,
    })
}

/**
 * The RPC classes over the frame. Safe methods pass. Unsafe ones open the
 * modal on ApproveTransaction (the transaction stack grows), the frame asks the user, and the
 * reply pops the stack; an empty stack closes the modal and a success refreshes the native
 * balance. Anything else is rejected ('Requested RPC call is not allowed'): the modal opens,
 * every pending request is rejected and 'Action not allowed' shows after 300 ms.
 */
export function createRequestRpc(ctx: HostContext): RequestRpc {
  const { kit, transport } = ctx
  const { modal, router, toast, pendingRequests } = kit._internal
  const timers = new Set<ReturnType<typeof setTimeout>>()
  let counter = 0

  function rejectNotAllowed(method: string): never {
    pendingRequests.rejectAll()
    transport.abort()
    void open(kit)
    const timer = setTimeout(() => {
      timers.delete(timer)
      toast.show({ variant: 'error', message: NOT_ALLOWED_TEXT })
    }, NOT_ALLOWED_MESSAGE_DELAY)
    timers.add(timer)
    throw new RpcNotAllowedError({ metaMessages: [`Method: ${method}`] })
  }

  function pop(id: string) {
    const approvals = ctx.$state.get().approvals.filter((a) => a.id !== id)
    ctx.patch({ approvals })
    if (!approvals.length && modal.$open.get()) close(kit)
  }

  async function request({ namespace, method, params, chainId }: RpcRequest) {
    const rpcClass = getRpcClass(method)
    if (rpcClass === 'notAllowed') rejectNotAllowed(method)
    if (method === 'wallet_sendCalls') checkSendCalls(params)
    const payload = { method, chainId, namespace, ...(params !== undefined && { params }) }
    if (rpcClass === 'safe') return (await transport.request('RPC_REQUEST', payload)).result

    // closing the modal (no transaction pending) aborts the requests in flight; past the
    // pending limit this throws before the request reaches the approval stack
    const unregister = pendingRequests.add({ reject: () => transport.abort() })
    // the approval screen names the network as the app does and prices the fee
    const network = getRequestNetwork(kit, namespace, chainId)
    counter += 1
    const id = String(counter)
    ctx.patch({ approvals: [...ctx.$state.get().approvals, { id, method, namespace }] })
    if (!modal.$open.get() || router.view !== 'ApproveTransaction')
      showView(kit, { view: 'ApproveTransaction' })
    try {
      const { result } = await transport.request(
        'RPC_REQUEST',
        { ...payload, ...(network && { network }) },
        { abortable: true },
      )
      fetchBalance(kit, { namespace, force: true }).catch((error: unknown) =>
        kit.log.debug('embedded: no balance refresh after the request', error),
      )
      return result
    } catch (error) {
      if (
        SIGNATURES.includes(method) &&
        !(error instanceof RequestAbortedError) &&
        isSmartAccount(kit, namespace)
      ) {
        const failure = new SmartAccountSignatureError({ cause: error })
        toast.show({ variant: 'error', message: failure.shortMessage })
        throw failure
      }
      throw error
    } finally {
      unregister()
      pop(id)
    }
  }

  return Object.assign(request, {
    dispose() {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
    },
  })
}
