import { FeeConflictError, PriorityFeeAboveMaxFeeError } from '../errors/rules.js'

export type AssertFeeParametersParameters = {
  /** legacy fee per gas, in wei */
  gasPrice?: bigint | undefined
  /** EIP-1559 fee cap per gas, in wei */
  maxFeePerGas?: bigint | undefined
  /** EIP-1559 tip per gas, in wei */
  maxPriorityFeePerGas?: bigint | undefined
}

/**
 * Docs: /core/utils/assertFeeParameters. A legacy gasPrice excludes the EIP-1559 fields
 * (FeeConflictError), and the tip may not exceed the fee cap (PriorityFeeAboveMaxFeeError).
 */
export function assertFeeParameters({
  gasPrice,
  maxFeePerGas,
  maxPriorityFeePerGas,
}: AssertFeeParametersParameters): void {
  if (gasPrice !== undefined && (maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined))
    throw new FeeConflictError()
  if (
    maxFeePerGas !== undefined &&
    maxPriorityFeePerGas !== undefined &&
    maxPriorityFeePerGas > maxFeePerGas
  )
    throw new PriorityFeeAboveMaxFeeError({ maxFeePerGas, maxPriorityFeePerGas })
}
