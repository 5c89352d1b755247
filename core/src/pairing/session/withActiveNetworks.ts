import type { ChainNamespace } from '../../types/caip.js'
import type { PairingNamespace, PairingSession } from '../../types/pairing.js'

/** The active networks as they were before the reload, where the session still approves them. */
export function withActiveNetworks(
  session: PairingSession,
  active: Readonly<Record<string, string>>,
): PairingSession {
  const namespaces: Partial<Record<ChainNamespace, PairingNamespace>> = {}
  for (const entry of Object.values(session.namespaces)) {
    if (!entry) continue
    const activeNetworkId = entry.chains.find((chain) => chain === active[entry.namespace])
    namespaces[entry.namespace] = activeNetworkId ? { ...entry, activeNetworkId } : entry
  }
  return { ...session, namespaces }
}
