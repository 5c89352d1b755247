import type { AdapterContext, Connector, PairingClient } from '@walletport/core'
import { atom, type WritableAtom } from 'nanostores'
import { type ConnectorSource, WALLET_CONNECT_INFO } from '../connectors/ConnectorSource.js'
import { isBitcoinStandardWallet, walletStandardInfo } from '../wallet/isBitcoinStandardWallet.js'
import { type WalletEventTarget, watchStandardWallets } from '../wallet/watchStandardWallets.js'
import type { BitcoinAdapterParameters } from './bitcoinAdapter.js'

/** The wallets one adapter lists: passed in, the kit's WalletConnect session, discovered. */
export type ConnectorList = {
  readonly $connectors: WritableAtom<readonly Connector[]>
  find(connectorId: string): ConnectorSource | undefined
  /** starts discovery and adds the kit's pairing; returns the teardown */
  setup(context: AdapterContext): () => void
}

function toConnector({ info }: ConnectorSource): Connector {
  return {
    id: info.id,
    name: info.name,
    type: info.type,
    chain: 'bip122',
    ...(info.icon ? { imageUrl: info.icon } : {}),
    ...(info.rdns ? { rdns: info.rdns } : {}),
    installed: info.type === 'ANNOUNCED' || info.type === 'INJECTED',
  }
}

/** The connector list of one adapter instance; discovery starts in `setup`, never before. */
export function createConnectorList(parameters: BitcoinAdapterParameters): ConnectorList {
  const $connectors = atom<readonly Connector[]>([])
  let discovered: readonly ConnectorSource[] = []
  // the kit's WalletConnect session, when it has pairing on
  let pairing: PairingClient | undefined
  let stopDiscovery: (() => void) | undefined

  const sources = (): readonly ConnectorSource[] => {
    const extra: ConnectorSource[] = [
      ...(pairing ? [{ kind: 'pairing', info: WALLET_CONNECT_INFO, pairing } as const] : []),
      ...(parameters.connectors ?? []).map(
        (connector) => ({ kind: 'connector', info: connector, connector }) as const,
      ),
    ]
    const ids = new Set(extra.map((s) => s.info.id))
    return [...extra, ...discovered.filter((s) => !ids.has(s.info.id))]
  }
  const publish = () => $connectors.set(sources().map(toConnector))

  return {
    $connectors,
    find: (connectorId) => sources().find((s) => s.info.id === connectorId),
    setup(context) {
      stopDiscovery?.()
      pairing = context.pairing
      const target =
        parameters.window ?? (globalThis as { window?: WalletEventTarget }).window ?? undefined
      stopDiscovery = target
        ? watchStandardWallets({
            target,
            log: context.log,
            onChange(wallets) {
              discovered = wallets
                .filter(isBitcoinStandardWallet)
                .map((wallet) => ({ kind: 'standard', info: walletStandardInfo(wallet), wallet }))
              publish()
            },
          })
        : undefined
      publish()
      return () => {
        stopDiscovery?.()
        stopDiscovery = undefined
        discovered = []
        pairing = undefined
        publish()
      }
    },
  }
}
