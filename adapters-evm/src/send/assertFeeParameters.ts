import { FeeConflictError, TipAboveFeeCapError } from '../errors/node.js'

export type FeeParameters = {
  gasPrice?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
}

/**
 * Docs: /adapters-evm/rules#fees. A legacy gasPrice cannot be combined with EIP-1559 fees,
 * and the priority fee cannot exceed the max fee.
 */
export function assertFeeParameters({
  gasPrice,
  maxFeePerGas,
  maxPriorityFeePerGas,
}: FeeParameters): void {
  if (gasPrice !== undefined && (maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined))
    throw new FeeConflictError()
  if (
    maxFeePerGas !== undefined &&
    maxPriorityFeePerGas !== undefined &&
    maxPriorityFeePerGas > maxFeePerGas
  )
    throw new TipAboveFeeCapError({
      metaMessages: [
        `maxFeePerGas: ${maxFeePerGas}`,
        `maxPriorityFeePerGas: ${maxPriorityFeePerGas}`,
      ],
    })
}

/** The boolean form of {@link assertFeeParameters}. */
export function isValidFeeParameters(fees: FeeParameters): boolean {
  try {
    assertFeeParameters(fees)
    return true
  } catch {
    return false
  }
}
