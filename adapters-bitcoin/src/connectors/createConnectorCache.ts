import type { PairingClient } from '@walletport/core'
import { createWalletStandardConnector } from '../wallet/createWalletStandardConnector.js'
import type { BitcoinStandardWallet } from '../wallet/features.js'
import type { BitcoinConnector } from './BitcoinConnector.js'
import type { ConnectorSource } from './ConnectorSource.js'
import { createWalletConnectConnector } from './createWalletConnectConnector.js'

function cached<K extends object>(
  cache: WeakMap<K, BitcoinConnector>,
  key: K,
  create: (key: K) => BitcoinConnector,
): BitcoinConnector {
  let connector = cache.get(key)
  if (!connector) {
    connector = create(key)
    cache.set(key, connector)
  }
  return connector
}

/**
 * The BitcoinConnector of a source, built on first use: one per wallet and per pairing
 * client, so a connector's account cache survives rediscovery and a new setup.
 */
export function createConnectorCache(): (source: ConnectorSource) => BitcoinConnector {
  const standard = new WeakMap<BitcoinStandardWallet, BitcoinConnector>()
  const pairing = new WeakMap<PairingClient, BitcoinConnector>()
  return (source) => {
    if (source.kind === 'connector') return source.connector
    return source.kind === 'standard'
      ? cached(standard, source.wallet, createWalletStandardConnector)
      : cached(pairing, source.pairing, createWalletConnectConnector)
  }
}
