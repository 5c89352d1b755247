import type {
  AdapterContext,
  Connector,
  PairingProvider,
  PairingProviderEvent,
} from '@walletport/core'
import type { Eip1193Provider } from '../types.js'
import { INJECTED_ID, WALLET_CONNECT_ID } from './connectorIds.js'
import type { InjectedProviders } from './watchInjectedProviders.js'

/**
 * The adapter's connectors and their providers: the pairing session first, as the default
 * connector order puts it, then the embedded wallet, the announced wallets and the legacy one.
 */
export function listConnectors(
  context: AdapterContext | undefined,
  { announced, legacy }: InjectedProviders,
): { providers: Map<string, Eip1193Provider>; connectors: Connector[] } {
  const providers = new Map<string, Eip1193Provider>()
  const connectors: Connector[] = []
  const add = (
    provider: Eip1193Provider,
    { id, name, type, ...rest }: Omit<Connector, 'chain'>,
  ) => {
    providers.set(id, provider)
    connectors.push({ id, name, type, chain: 'eip155', ...rest })
  }
  // its provider sends wallet requests through the session and reads to the network's RPC
  const pairing = context?.pairing
  if (pairing)
    add(fromPairing(pairing.getProvider('eip155')), {
      id: WALLET_CONNECT_ID,
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
    })
  // the kit's embedded wallet (email and socials): its provider goes through the frame
  const embedded = context?.embedded
  if (embedded)
    add(embedded.provider, { id: embedded.connectorId, name: embedded.name, type: 'AUTH' })
  for (const { info, provider } of announced)
    add(provider, {
      id: info.rdns,
      name: info.name,
      type: 'ANNOUNCED',
      ...(info.icon ? { imageUrl: info.icon } : {}),
      rdns: info.rdns,
      installed: true,
    })
  if (legacy && !providers.has(INJECTED_ID))
    add(legacy, { id: INJECTED_ID, name: 'Browser Wallet', type: 'INJECTED', installed: true })
  return { providers, connectors }
}

/** the session's EIP-1193 view, typed as the adapter's providers; it emits the events it names */
function fromPairing(provider: PairingProvider): Eip1193Provider {
  return {
    request: (args) => provider.request(args),
    on: (event, listener) =>
      provider.on(event as PairingProviderEvent, listener as (payload: unknown) => void),
    removeListener: (event, listener) =>
      provider.removeListener(
        event as PairingProviderEvent,
        listener as (payload: unknown) => void,
      ),
  }
}
