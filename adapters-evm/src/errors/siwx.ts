import { BaseError } from '@walletport/core'

export type InvalidSiwxMessageErrorType = InvalidSiwxMessageError & {
  name: 'InvalidSiwxMessageError'
}
/**
 * A sign-in message (or the fields it is built from) that does not follow EIP-4361: `field`
 * names the field, `rule` the ABNF rule it breaks, and `line` (1-based) the line of the
 * message where parsing stopped; builder errors have no line.
 */
export class InvalidSiwxMessageError extends BaseError {
  override name = 'InvalidSiwxMessageError' as const
  readonly field: string
  readonly rule: string | undefined
  readonly line: number | undefined
  constructor({
    field,
    reason,
    rule,
    line,
    cause,
  }: {
    field: string
    reason?: string
    rule?: string
    line?: number
    cause?: unknown
  }) {
    super('Invalid sign-in message', {
      cause,
      metaMessages: [
        `Field: ${field}`,
        ...(line !== undefined ? [`Line: ${line}`] : []),
        ...(rule ? [`Rule: ${rule}`] : []),
        ...(reason ? [reason] : []),
      ],
    })
    this.field = field
    this.rule = rule
    this.line = line
  }
}

export type SiwxUriRequiredErrorType = SiwxUriRequiredError & { name: 'SiwxUriRequiredError' }
export class SiwxUriRequiredError extends BaseError {
  override name = 'SiwxUriRequiredError' as const
  constructor() {
    super('The login message needs aud or uri')
  }
}

// the class is core's, shared with the other adapters; this adapter's hint names load()
export {
  SiwxMessageUnavailableError,
  type SiwxMessageUnavailableErrorType,
} from '@walletport/core'

export type SiwxExpectationMissingErrorType = SiwxExpectationMissingError & {
  name: 'SiwxExpectationMissingError'
}
/**
 * Verification was asked without what the verifier itself knows (its domain, the nonce it
 * issued): checking a message against its own fields proves nothing.
 */
export class SiwxExpectationMissingError extends BaseError {
  override name = 'SiwxExpectationMissingError' as const
  readonly field: string
  constructor({ field }: { field: string }) {
    super('Sign-in verification needs the expected domain and nonce', {
      metaMessages: [`Missing: expected.${field}`],
    })
    this.field = field
  }
}
