import { InvalidAccountNameError } from '../errors/rules.js'

// a DNS label's 63 characters, with room to spare; bounded so a megabyte is refused at once
const ACCOUNT_NAME = /^[a-zA-Z0-9-]{4,255}$/

/**
 * Docs: /core/utils/isAccountName. A name to register (without its suffix such as
 * `.reown.id`): ASCII letters, digits and hyphens, 4 to 255 characters.
 */
export function isAccountName(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 255 && ACCOUNT_NAME.test(value)
}

/** Docs: /core/utils/isAccountName. Throws InvalidAccountNameError. */
export function parseAccountName(value: string): string {
  if (!isAccountName(value)) throw new InvalidAccountNameError({ value })
  return value
}
