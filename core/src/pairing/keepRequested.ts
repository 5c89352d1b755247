import type { CaipNetworkId, ChainNamespace } from '../types/caip.js'
import type { Network } from '../types/network.js'
import type { PairingNamespace, PairingSession } from '../types/pairing.js'

/**
 * Docs: /core/pairing/keepRequested. A freshly approved session reduced to the namespaces that
 * have at least one chain the kit asked for, each active on such a chain; undefined when none
 * is left (a wallet that approved no account, or accounts on chains never requested).
 */
export function keepRequested(
  session: PairingSession,
  networks: readonly Network[],
): PairingSession | undefined {
  const requested = new Set<string>(
    networks.flatMap((n) => [n.caipNetworkId, n.deprecatedCaipNetworkId ?? n.caipNetworkId]),
  )
  const namespaces: Partial<Record<ChainNamespace, PairingNamespace>> = {}
  for (const entry of Object.values(session.namespaces)) {
    if (!entry?.accounts.length) continue
    const usable = entry.chains.filter((chain) => requested.has(chain))
    const [first] = usable
    if (!first) continue
    const activeNetworkId: CaipNetworkId = usable.includes(entry.activeNetworkId)
      ? entry.activeNetworkId
      : first
    namespaces[entry.namespace] = { ...entry, activeNetworkId }
  }
  return Object.keys(namespaces).length ? { ...session, namespaces } : undefined
}
