// the public API of @walletport/adapters-bitcoin/siwx: sign-in messages and their checks
// (BIP-322 and legacy), which need bitcoinjs-lib and secp256k1, so the main entry stays free
// of them; siwx.test.ts pins the list

export { bip322MessageHash } from '../siwx/bip322.js'
export { createSiwxMessage } from '../siwx/createSiwxMessage.js'
export { InvalidSiwxMessageError, type InvalidSiwxMessageErrorType } from '../siwx/errors.js'
export {
  legacyMessageHash,
  type VerifyMessageSignatureParameters,
  verifyMessageSignature,
} from '../siwx/verifyMessageSignature.js'
export {
  type VerifySiwxMessageParameters,
  verifySiwxMessage,
} from '../siwx/verifySiwxMessage.js'
