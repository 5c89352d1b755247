import type { CaipNetworkId, ChainNamespace } from '../../types/caip.js'

/** `chainId` as a network of `namespace`, if it is a CAIP-2 id of that namespace */
export function asNetworkId(namespace: ChainNamespace, chainId: string): CaipNetworkId | undefined {
  const [prefix, reference, ...rest] = chainId.split(':')
  if (prefix !== namespace || !reference || rest.length) return undefined
  return `${namespace}:${reference}`
}

/** A chainChanged payload may be a number, hex, a bare reference or a CAIP-2 id. */
export function readChainChanged(
  namespace: ChainNamespace,
  data: unknown,
): CaipNetworkId | undefined {
  if (typeof data === 'number' && Number.isSafeInteger(data)) return `${namespace}:${data}`
  if (typeof data !== 'string' || !data) return undefined
  if (data.includes(':')) return asNetworkId(namespace, data)
  if (namespace === 'eip155' && /^0x[0-9a-f]+$/i.test(data))
    return `${namespace}:${BigInt(data).toString(10)}`
  return `${namespace}:${data}`
}
