// the insufficient-gas rule is core's: one rule for the send form and for this adapter's users
export { type IsInsufficientGasParameters, isInsufficientGas } from '@walletport/core'
