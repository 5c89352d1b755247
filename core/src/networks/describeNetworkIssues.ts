/**
 * What is wrong with one entry of createKit's `networks` beyond its schema, told so that the
 * fix is plain: a viem chain passed as it is, or an `id` that is not the CAIP-2 id's reference.
 * `at` is the option path (`networks.0`). Empty when the entry looks right.
 */
/** a value for a message; String() throws on objects whose toString is not callable */
function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value)
  return typeof value === 'number' ? String(value) : typeof value
}

export function describeNetworkIssues(value: unknown, at: string): string[] {
  if (typeof value !== 'object' || value === null) return []
  const network = value as Record<string, unknown>
  if (typeof network.id === 'number' && !('chainNamespace' in network))
    return [
      `${at}: a viem chain (${typeof network.name === 'string' ? network.name : show(network.name)}, id ${network.id}) is not a kit network: ` +
        `pass fromViemChain(chain), or import the network from @walletport/core`,
    ]
  const caipNetworkId = network.caipNetworkId
  if (typeof caipNetworkId !== 'string' || !caipNetworkId.includes(':')) return []
  const reference = caipNetworkId.slice(caipNetworkId.indexOf(':') + 1)
  const id = network.id
  return (typeof id === 'string' || typeof id === 'number') && String(id) === reference
    ? []
    : [
        `${at}: id ${show(id)} does not match caipNetworkId ${caipNetworkId}; ` +
          `use the catalogue export, fromViemChain(chain), or make both the same chain`,
      ]
}
