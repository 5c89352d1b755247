import { InvalidSignedMessageError } from '../errors/rules.js'

// the spec's lower bound; EOA signatures have 130 digits and smart-account ones more
const SIGNED_MESSAGE = /^0x[0-9a-fA-F]{62,}$/
// wrapped smart-account signatures (ERC-6492) run to a few kilobytes; a megabyte is refused
const MAX_SIGNED_MESSAGE_LENGTH = 65_536

/** Docs: /core/utils/isSignedMessage. `0x` followed by 62 or more hex digits, 64 KB at most. */
export function isSignedMessage(value: unknown): value is `0x${string}` {
  return (
    typeof value === 'string' &&
    value.length <= MAX_SIGNED_MESSAGE_LENGTH &&
    SIGNED_MESSAGE.test(value)
  )
}

/** Docs: /core/utils/isSignedMessage. Throws InvalidSignedMessageError. */
export function parseSignedMessage(value: string): `0x${string}` {
  if (!isSignedMessage(value)) throw new InvalidSignedMessageError({ value })
  return value
}
