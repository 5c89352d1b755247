import { invalid, standardCheck, valid } from './standardCheck.js'

// Small readers of stored JSON, shared by the hand-written checks of what loads before the
// first click (see standardCheck.ts): one copy of the loops instead of one per check.

/**
 * The string entries of an object under `keys`, copied into a new object that has only those;
 * a key written `name?` may be absent. Else a message saying what is wrong.
 */
export function readStrings(
  value: unknown,
  keys: readonly string[],
): Record<string, string> | string {
  if (!value || typeof value !== 'object') return 'Expected an object'
  const read: Record<string, string> = {}
  for (const entry of keys) {
    const key = entry.replace('?', '')
    const item = (value as Record<string, unknown>)[key]
    if (typeof item === 'string') read[key] = item
    else if (item !== undefined || key === entry) return `${key}: Expected a string`
  }
  return read
}

/** A list, each item read by `readItem` (an item or a message); else the first message. */
export function readList<TItem>(
  value: unknown,
  readItem: (item: unknown) => TItem | string,
): TItem[] | string {
  if (!Array.isArray(value)) return 'Expected a list'
  const read: TItem[] = []
  for (const [index, item] of value.entries()) {
    const result = readItem(item)
    if (typeof result === 'string') return `${index}.${result}`
    read.push(result)
  }
  return read
}

/** A Standard Schema from a reader that gives an object or a message (see standardCheck.ts). */
export function readCheck<TOutput extends object>(read: (value: unknown) => TOutput | string) {
  return standardCheck((value) => {
    const result = read(value)
    return typeof result === 'string' ? invalid(result) : valid(result)
  })
}
