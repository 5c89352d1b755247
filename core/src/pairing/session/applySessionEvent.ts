import * as v from 'valibot'
import { isChainNamespace } from '../../utils/parseCaipAddress.js'
import type { PairingState } from '../client/createPairingState.js'
import { readAccounts } from '../readSession.js'
import { asNetworkId, readChainChanged } from './readChainChanged.js'
import { setPairingChain, updateNamespace } from './setPairingChain.js'

const SessionEventSchema = v.object({
  topic: v.string(),
  params: v.object({
    chainId: v.string(),
    event: v.object({ name: v.string(), data: v.unknown() }),
  }),
})

/** A wallet's accountsChanged or chainChanged, applied to the current session. */
export function applySessionEvent(state: PairingState, payload: unknown): void {
  const parsed = v.safeParse(SessionEventSchema, payload)
  const session = state.$session.get()
  if (!parsed.success || !session || parsed.output.topic !== session.topic) return
  const { chainId, event } = parsed.output.params
  const namespace = chainId.split(':')[0]
  if (!isChainNamespace(namespace) || !session.namespaces[namespace]) return
  if (event.name === 'accountsChanged' && Array.isArray(event.data)) {
    const networkId = asNetworkId(namespace, chainId)
    const { accounts, caipAddresses } = readAccounts(namespace, event.data, networkId)
    updateNamespace(state, namespace, { accounts, caipAddresses })
    state.events.emit({ type: 'accounts_changed', namespace, accounts, caipAddresses })
  } else if (event.name === 'chainChanged') {
    const networkId = readChainChanged(namespace, event.data) ?? asNetworkId(namespace, chainId)
    // universal-provider has already moved its default chain for this event
    if (networkId) setPairingChain(state, namespace, networkId, { fromWallet: true })
  }
}
