import { ProviderRpcError } from '../../errors/ProviderRpcError.js'
import { WALLET_ERROR_CODES } from '../../errors/walletCodes.js'
import { connectNamespace, loadUser } from './embeddedSession.js'
import type { HostContext } from './hostContext.js'
import type { RequestRpc } from './requestRpc.js'

function toHex(value: string | number): string {
  return `0x${Number(value).toString(16)}`
}

function parseHexChainId(params: unknown): number | undefined {
  const first = Array.isArray(params) ? (params[0] as { chainId?: unknown } | undefined) : undefined
  const id = first?.chainId
  return typeof id === 'string' && /^0x[0-9a-fA-F]+$/.test(id) ? Number.parseInt(id, 16) : undefined
}

/** a revoke of the account permission is how the evm adapter disconnects: a sign-out here */
function isAccountRevoke(method: string, params: unknown): boolean {
  return (
    method === 'wallet_revokePermissions' &&
    Array.isArray(params) &&
    typeof params[0] === 'object' &&
    params[0] !== null &&
    'eth_accounts' in params[0]
  )
}

export type Eip155RequestsParameters = {
  ctx: HostContext
  requestRpc: RequestRpc
  signOut(): Promise<void>
}

/**
 * The eip155 provider's requests: accounts and the chain id from the signed-in user, a switch
 * through the frame (SWITCH_NETWORK, then chainChanged), an account revoke as a sign-out, and
 * every other method through the RPC classes.
 */
export function createEip155Requests({ ctx, requestRpc, signOut }: Eip155RequestsParameters) {
  const user = () => ctx.$state.get().users.eip155
  const activeChainId = () => {
    const network = ctx.kit._internal.chains.get('eip155')?.activeNetwork
    return network ? Number(network.id) : 1
  }
  return async ({ method, params }: { method: string; params?: unknown }): Promise<unknown> => {
    switch (method) {
      case 'eth_accounts': {
        const found = user() ?? (await connectNamespace(ctx, 'eip155', { silent: true }))
        return found ? [found.address] : []
      }
      case 'eth_requestAccounts': {
        const found = await connectNamespace(ctx, 'eip155', { silent: false })
        return found ? [found.address] : []
      }
      case 'eth_chainId':
        return toHex(user()?.chainId ?? activeChainId())
      case 'wallet_switchEthereumChain': {
        const chainId = parseHexChainId(params)
        if (chainId === undefined)
          throw new ProviderRpcError({
            code: WALLET_ERROR_CODES.INVALID_PARAMS,
            message: 'Expected [{ chainId: hex }]',
          })
        await ctx.transport.request('SWITCH_NETWORK', { chainId })
        const next = await loadUser(ctx, 'eip155', chainId)
        ctx.emitter.emit('chainChanged', toHex(next.chainId))
        return null
      }
      case 'wallet_addEthereumChain':
        // the frame serves its own list of networks: one it lacks cannot be added from here
        throw new ProviderRpcError({
          code: WALLET_ERROR_CODES.SWITCH_CHAIN,
          message: 'The embedded wallet does not support this network',
        })
      case 'walletport_restoreKeys': {
        // the frame swapped this device's keys for the backed-up account's: the host's
        // accounts follow, or the page would keep showing (and asking for) the old address
        const result = await requestRpc({
          namespace: 'eip155',
          method,
          params,
          chainId: user()?.chainId ?? activeChainId(),
        })
        const next = await loadUser(ctx, 'eip155', user()?.chainId)
        if (ctx.$state.get().users.solana) await loadUser(ctx, 'solana').catch(() => undefined)
        ctx.emitter.emit('accountsChanged', [next.address])
        return result
      }
      default:
        if (isAccountRevoke(method, params)) {
          await signOut()
          return null
        }
        return requestRpc({
          namespace: 'eip155',
          method,
          params,
          chainId: user()?.chainId ?? activeChainId(),
        })
    }
  }
}
