import { InvalidRecapError } from '../errors/rules.js'

/**
 * A ReCap (EIP-5573) capability object: for each resource URI, the abilities granted on it
 * (`namespace/name`), each with a list of limits.
 */
export type Recap = {
  att: Record<string, Record<string, Record<string, unknown>[]>>
  prf?: unknown
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Docs: /core/utils/parseRecap. `att` must hold at least one resource; each resource a
 * non-empty object of abilities; each ability a non-empty array of objects. Throws
 * InvalidRecapError naming the first problem.
 */
export function parseRecap(value: unknown): Recap {
  if (!isPlainObject(value)) throw new InvalidRecapError({ reason: 'A recap must be an object.' })
  const { att } = value
  if (!isPlainObject(att)) throw new InvalidRecapError({ reason: 'The recap has no `att` object.' })
  const resources = Object.keys(att)
  if (!resources.length)
    throw new InvalidRecapError({ reason: 'The `att` object has no resources.' })
  for (const resource of resources) {
    const abilities = att[resource]
    if (!isPlainObject(abilities) || !Object.keys(abilities).length)
      throw new InvalidRecapError({
        reason: `Resource ${JSON.stringify(resource)} must be a non-empty object of abilities.`,
      })
    for (const [ability, limits] of Object.entries(abilities))
      if (!Array.isArray(limits) || !limits.length || !limits.every(isPlainObject))
        throw new InvalidRecapError({
          reason: `Ability ${JSON.stringify(ability)} of ${JSON.stringify(resource)} must be a non-empty array of objects.`,
        })
  }
  return value as Recap
}

/** Docs: /core/utils/parseRecap. The boolean form of parseRecap. */
export function isRecap(value: unknown): value is Recap {
  try {
    parseRecap(value)
    return true
  } catch {
    return false
  }
}
