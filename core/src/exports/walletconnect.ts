// the public API of @walletport/core/walletconnect; walletconnect.test.ts pins the list.
// A subpath of its own: `walletConnect()` reaches `@walletconnect/universal-provider` (an
// optional peer), so a site that never turns pairing on neither bundles nor installs it.

export {
  type CreatePairingClientParameters,
  createPairingClient,
} from '../pairing/createPairingClient.js'
export {
  type WalletConnect,
  type WalletConnectParameters,
  walletConnect,
} from '../pairing/walletConnect.js'
