import { InvalidAccountNameError } from '../errors/rules.js'

const ACCOUNT_NAME = /^[a-zA-Z0-9-]{4,}$/

/**
 * Docs: /core/utils/isAccountName. A name to register (without its suffix such as
 * `.reown.id`): ASCII letters, digits and hyphens, at least 4 characters.
 */
export function isAccountName(value: unknown): value is string {
  return typeof value === 'string' && ACCOUNT_NAME.test(value)
}

/** Docs: /core/utils/isAccountName. Throws InvalidAccountNameError. */
export function parseAccountName(value: string): string {
  if (!isAccountName(value)) throw new InvalidAccountNameError({ value })
  return value
}
