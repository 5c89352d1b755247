import { InvalidSignedMessageError } from '../errors/rules.js'

// the spec's lower bound; EOA signatures have 130 digits and smart-account ones more
const SIGNED_MESSAGE = /^0x[0-9a-fA-F]{62,}$/

/** Docs: /core/utils/isSignedMessage. `0x` followed by 62 or more hex digits. */
export function isSignedMessage(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && SIGNED_MESSAGE.test(value)
}

/** Docs: /core/utils/isSignedMessage. Throws InvalidSignedMessageError. */
export function parseSignedMessage(value: string): `0x${string}` {
  if (!isSignedMessage(value)) throw new InvalidSignedMessageError({ value })
  return value
}
