import { NAME_SUFFIXES } from '../../constants.js'
import { parseAccountName } from '../../utils/isAccountName.js'

/**
 * The label of an account name and its full form: `alice` or `alice.reown.id` give
 * `{ label: 'alice', name: 'alice.reown.id' }`. Throws InvalidAccountNameError when the label
 * breaks the rule (letters, digits, hyphens, at least 4).
 */
export function splitAccountName(value: string): { label: string; name: string } {
  const trimmed = value.trim()
  const suffix = NAME_SUFFIXES.find((s) => trimmed.toLowerCase().endsWith(s))
  const label = parseAccountName(suffix ? trimmed.slice(0, -suffix.length) : trimmed)
  return { label, name: `${label}${suffix ?? NAME_SUFFIXES[0]}` }
}
