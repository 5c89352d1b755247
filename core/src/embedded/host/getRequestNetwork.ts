import { findNativeBalance } from '../../features/findNativeBalance.js'
import type { Kit } from '../../kit/types.js'
import type { ChainNamespace } from '../../types/caip.js'
import type { RequestNetwork } from './frameSchemas.js'

/**
 * What the frame's approval screen names a request's network by: the app's own network (its
 * `name`), and the native currency's USD price when the account's balances carry one, so the
 * fee can be shown in fiat. Undefined for a chain the app does not configure.
 */
export function getRequestNetwork(
  kit: Kit,
  namespace: ChainNamespace,
  chainId: string | number,
): RequestNetwork | undefined {
  const text = String(chainId)
  const caipNetworkId = text.startsWith(`${namespace}:`) ? text : `${namespace}:${text}`
  const network = kit.options.networks.find((n) => n.caipNetworkId === caipNetworkId)
  if (!network) return undefined
  const rows = kit._internal.chains.get(namespace)?.account.tokenBalance ?? []
  const price = findNativeBalance(rows, network)?.price
  return {
    // the frame refuses a longer name, and a request must not fail for the app's label
    name: network.name.slice(0, 64),
    ...(price !== undefined && Number.isFinite(price) && price > 0
      ? { price: { value: price, currency: 'USD' } }
      : {}),
  }
}
