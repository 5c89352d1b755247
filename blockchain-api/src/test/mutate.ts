import fc from 'fast-check'

type Path = (string | number)[]
const REMOVE = Symbol('remove')

function paths(value: unknown, prefix: Path = []): Path[] {
  const found: Path[] = [prefix]
  if (Array.isArray(value))
    for (const [index, item] of value.entries()) found.push(...paths(item, [...prefix, index]))
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) found.push(...paths(item, [...prefix, key]))
  return found
}

function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  const [head, ...rest] = path
  if (head === undefined) return replacement === REMOVE ? undefined : replacement
  if (Array.isArray(value)) {
    const copy = [...value]
    if (typeof head !== 'number') return copy
    if (rest.length === 0 && replacement === REMOVE) copy.splice(head, 1)
    else copy[head] = replaceAt(copy[head], rest, replacement)
    return copy
  }
  if (typeof value !== 'object' || value === null) return value
  const copy: Record<string, unknown> = { ...value }
  const key = String(head)
  if (rest.length === 0 && replacement === REMOVE) delete copy[key]
  else copy[key] = replaceAt(copy[key], rest, replacement)
  return copy
}

/**
 * Variants of a valid body with one value, anywhere in it, replaced by random JSON or
 * removed: they reach deeper into a schema than random JSON alone.
 */
export function mutate(value: unknown): fc.Arbitrary<unknown> {
  return fc
    .tuple(fc.constantFrom(...paths(value)), fc.oneof(fc.constant(REMOVE), fc.jsonValue()))
    .map(([path, replacement]) => replaceAt(value, path, replacement))
}
