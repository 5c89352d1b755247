import { badRequest } from '../DataServiceError.js'
import { NAME_SUFFIXES } from './nameSuffixes.js'

/** SPEC section 5: letters, digits and hyphens, at least 4 characters (before the suffix). */
const LABEL = /^[a-z0-9-]{4,}$/

/**
 * Docs: /examples/dataService. A full name (lower case) from a label and a suffix: a name
 * given without one of the SPEC's suffixes (`.reown.id`, `.wcn.id`) gets `.reown.id`.
 * Throws a 400 for a label that breaks the naming rule.
 */
export function parseName(value: string): { name: string; label: string; suffix: string } {
  const lower = value.trim().toLowerCase()
  const suffix = NAME_SUFFIXES.find((s) => lower.endsWith(s)) ?? NAME_SUFFIXES[0]
  const label = lower.endsWith(suffix) ? lower.slice(0, -suffix.length) : lower
  if (!LABEL.test(label))
    throw badRequest(`name: ${value} must be letters, digits and hyphens, at least 4 characters`)
  return { name: `${label}${suffix}`, label, suffix }
}
