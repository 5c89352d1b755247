// the public API of @walletport/adapters-bitcoin/send: building, checking and finalizing PSBTs
// (bitcoinjs-lib) and the spend plan (hashes), kept out of the main entry so that a page
// importing bitcoinAdapter loads none of them before the first send; send.test.ts pins the list

export {
  type CreateSendPsbtParameters,
  createSendPsbt,
  RBF_SEQUENCE,
} from '../send/createSendPsbt.js'
export { assertSameTransaction, finalizeSignedPsbt } from '../send/finalizeSignedPsbt.js'
export { getSpendPlan, type SpendPlan } from '../send/getSpendPlan.js'
