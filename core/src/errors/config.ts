import { BaseError } from './base.js'

export type ConflictingSiwxOptionsErrorType = ConflictingSiwxOptionsError & {
  name: 'ConflictingSiwxOptionsError'
}
export class ConflictingSiwxOptionsError extends BaseError {
  override name = 'ConflictingSiwxOptionsError' as const
  constructor() {
    super('Cannot set both `siweConfig` and `siwx` options')
  }
}

export type InvalidOptionsErrorType = InvalidOptionsError & { name: 'InvalidOptionsError' }
/** createKit options that do not match their schema. */
export class InvalidOptionsError extends BaseError {
  override name = 'InvalidOptionsError' as const
  constructor({ issues, cause }: { issues: readonly string[]; cause?: unknown }) {
    super('Invalid kit options', { metaMessages: issues, cause })
  }
}
