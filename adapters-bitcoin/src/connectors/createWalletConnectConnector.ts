import type { PairingClient } from '@walletport/core'
import type { BitcoinAccount, BitcoinConnector } from './BitcoinConnector.js'
import { WALLET_CONNECT_INFO } from './ConnectorSource.js'
import { connectWalletConnectAccounts } from './walletConnectAccounts.js'
import { signMessageWithPairing, signPsbtWithPairing } from './walletConnectSigning.js'

/**
 * Docs: /adapters-bitcoin/createWalletConnectConnector. The bip122 namespace of the kit's
 * WalletConnect session as a BitcoinConnector: `connect` reads the accounts with
 * `getAccountAddresses` (with their public keys, which spending from taproot and p2sh needs),
 * falling back to the session's own addresses; `signPsbt` sends a base64 PSBT with its
 * `signInputs` and `broadcast: false` (the adapter checks and broadcasts); `signMessage`;
 * `watchAccounts` follows the session's account changes and its end. The bitcoin adapter adds
 * it by itself when the kit has pairing on.
 */
export function createWalletConnectConnector(pairing: PairingClient): BitcoinConnector {
  // what getAccountAddresses answered, per session and network: asked once
  const known = new Map<string, readonly BitcoinAccount[]>()
  return {
    ...WALLET_CONNECT_INFO,
    provider: pairing.getProvider('bip122'),
    supports({ network }) {
      // before a session any network can be asked for; after, only those it approved
      const current = pairing.$session.get()?.namespaces.bip122
      return !current || current.chains.includes(network.caipNetworkId)
    },
    connect: (p) => connectWalletConnectAccounts(pairing, known, p),
    disconnect: () => pairing.disconnect(),
    signPsbt: (p) => signPsbtWithPairing(pairing, p),
    signMessage: (p) => signMessageWithPairing(pairing, p),
    watchAccounts(listener) {
      return pairing.subscribe((event) => {
        if (event.type === 'session_deleted') listener([])
        else if (event.type === 'accounts_changed' && event.namespace === 'bip122') {
          known.clear()
          listener(event.accounts.map((a) => ({ address: a.address, purpose: 'payment' })))
        }
      })
    },
  }
}
