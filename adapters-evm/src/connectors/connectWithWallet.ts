import {
  type AdapterContext,
  type Connected,
  ConnectorNotFoundError,
  type LoadOnce,
  type Network,
} from '@walletport/core'
import type { EvmImplementation } from '../createEvmImplementation.js'
import { WALLET_CONNECT_ID } from './connectorIds.js'
import type { ProviderRegistry } from './createProviderRegistry.js'

export type ConnectHost = {
  registry: ProviderRegistry
  load: LoadOnce<EvmImplementation>
  context: AdapterContext | undefined
  networks(): readonly Network[]
}

/**
 * Docs: /adapters-evm/evmAdapter#connect. Asks the wallet for its accounts while the wallet
 * code loads, so the prompt waits on nothing; the wallet code does the rest.
 */
export async function connectWithWallet(
  { registry, load, context, networks }: ConnectHost,
  { connectorId, network }: { connectorId: string; network: Network },
): Promise<Connected> {
  const provider = registry.get(connectorId)
  if (!provider) throw new ConnectorNotFoundError({ metaMessages: [`Connector: ${connectorId}`] })
  const loaded = load()
  // the session first (the kit's connect pairs every namespace at once; alone, this one)
  const pairing = connectorId === WALLET_CONNECT_ID ? context?.pairing : undefined
  if (pairing && !pairing.$session.get())
    await pairing.connect({ namespaces: ['eip155'], networks: [network, ...networks()] })
  let accounts: unknown
  try {
    accounts = await provider.request({ method: 'eth_requestAccounts' })
  } catch (error) {
    // the wallet's own reason stands even when the wallet code did not arrive
    throw await loaded.then(
      (implementation) => implementation.toEvmError(error),
      () => error,
    )
  }
  return (await loaded).connect({ connectorId, provider, network, accounts })
}
