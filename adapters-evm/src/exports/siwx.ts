// the public API of @walletport/adapters-evm/siwx: sign-in messages, which need viem, so the
// main entry stays free of it; siwx.test.ts pins the list

export { createSiwxMessage, parseEip155ChainId } from '../siwx/createSiwxMessage.js'
export { formatSiwxMessage, type SiwxMessageFields } from '../siwx/formatSiwxMessage.js'
export { getSiwxExpectation } from '../siwx/getSiwxExpectation.js'
export { type ParsedSiwxMessage, parseSiwxMessage } from '../siwx/parseSiwxMessage.js'
export { isRfc3339, parseRfc3339 } from '../siwx/rules/rfc3339.js'
export {
  type SiwxExpectation,
  type SiwxVerification,
  type SiwxVerificationFailure,
  type VerifySiwxMessageParameters,
  verifySiwxMessage,
} from '../siwx/verifySiwxMessage.js'
