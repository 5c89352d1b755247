// the WalletConnect test harness, for the adapters' end-to-end tests: a local relay, the real
// wallet side (@reown/walletkit) and anvil, all on 127.0.0.1. Test code only: it needs core's
// dev dependencies and is not part of the published API.

// a raw HTTP server that stalls at a chosen stage, for the adapters' deadline tests
export { type StallStage, startStallServer } from '@walletport/blockchain-api/test'
// the embedded-wallet test frame (a page speaking PROTOCOL.md) and a kit on it, for react-ui's
// views under happy-dom (the page takes the frame's origin, as core's useTestFrame does)
export { authTestAdapter, createAuthTestKit } from '../embedded/test/createAuthTestKit.js'
export { startTestFrame, type TestFrame } from '../embedded/test/startTestFrame.js'
export { startAnvil, type TestAnvil } from '../pairing/test/anvil.js'
export {
  silentLogger,
  stayOffline,
  TEST_METADATA,
  TEST_PROJECT_ID,
  testNetworks,
  testStorage,
  waitFor,
} from '../pairing/test/fixtures.js'
export { startRelay, type TestRelay } from '../pairing/test/relay.js'
export {
  ANVIL_MNEMONIC,
  type CreateTestWalletParameters,
  createTestWallet,
  SOLANA_ADDRESS,
  type TestWallet,
  type TestWalletBehavior,
  type TestWalletRequest,
} from '../pairing/test/wallet.js'
// the typed-errors property harness (issue 15, item 6), for the adapters' pure helpers
export {
  amount,
  anything,
  big,
  num,
  one,
  onlyTypedErrors,
  text,
} from '../test/onlyTypedErrors.js'
