import { type AssertFeeParametersParameters, assertFeeParameters } from '@walletport/core'

// the fee rule is core's, so the kit and this adapter refuse the same fees with the same errors
export { assertFeeParameters }
export type FeeParameters = AssertFeeParametersParameters

/** Docs: /adapters-evm/rules#fees. The boolean form of core's `assertFeeParameters`. */
export function isValidFeeParameters(fees: FeeParameters): boolean {
  try {
    assertFeeParameters(fees)
    return true
  } catch {
    return false
  }
}
