/**
 * A few hand-written shape checks for createKit's options, in place of a schema library: the
 * kit checks its options as it is created, so this code loads before any click, and esbuild
 * and webpack put every function of a library used anywhere in the app into the page's first
 * chunk once the first chunk needs any of it. The messages and the order of the issues are
 * valibot's (the wording the kit has always reported; optionShape.test.ts compares them).
 */

/** the option path of a value, such as `['networks', 0, 'name']` */
export type ShapePath = readonly (string | number)[]

/** checks `value` and adds a line per issue found (`path: message`) to `issues` */
export type Shape = ((value: unknown, path: ShapePath, issues: string[]) => void) & {
  /** a key that may be left out of its object */
  optional?: true
}

function report(issues: string[], path: ShapePath, message: string) {
  issues.push(`${path.length ? path.join('.') : 'options'}: ${message}`)
}

/** how a message names the value it received: `"text"`, `1`, `Object`, `undefined`... */
function received(input: unknown): string {
  const type = typeof input
  if (type === 'string') return `"${input as string}"`
  if (type === 'number' || type === 'bigint' || type === 'boolean')
    return `${input as number | bigint | boolean}`
  if (type === 'object' || type === 'function') {
    const prototype = input ? (Object.getPrototypeOf(input) as { constructor?: unknown }) : null
    return ((prototype?.constructor as { name?: string } | undefined)?.name ?? 'null') as string
  }
  return type
}

/** a value `test` accepts, else the issue `message` (or what it makes of the value) */
export function custom(
  test: (value: unknown) => boolean,
  message: string | ((value: unknown) => string),
): Shape {
  return (value, path, issues) => {
    if (!test(value)) report(issues, path, typeof message === 'string' ? message : message(value))
  }
}

/** a value of a type, with the type's own issue when it is not one */
function typed(expected: string, test: (value: unknown) => boolean): Shape {
  return custom(
    test,
    (value) => `Invalid type: Expected ${expected} but received ${received(value)}`,
  )
}

export const string: Shape = typed('string', (value) => typeof value === 'string')

/** undefined, or a value `shape` accepts; as an object's entry, a key that may be left out */
export function optional(shape: Shape): Shape {
  const check: Shape = (value, path, issues) => {
    if (value !== undefined) shape(value, path, issues)
  }
  check.optional = true
  return check
}

/** an array (checked first) whose items `item` accepts */
export function array(item: Shape): Shape {
  return (value, path, issues) => {
    if (!Array.isArray(value))
      return report(issues, path, `Invalid type: Expected Array but received ${received(value)}`)
    for (let index = 0; index < value.length; index++) item(value[index], [...path, index], issues)
  }
}

/** an object (arrays count) with each entry's key, unless optional, checked in entry order */
export function object(entries: Record<string, Shape>): Shape {
  return (value, path, issues) => {
    if (!value || typeof value !== 'object')
      return report(issues, path, `Invalid type: Expected Object but received ${received(value)}`)
    const record = value as Record<string, unknown>
    for (const [key, shape] of Object.entries(entries)) {
      // `in`, as valibot does: a key set to undefined is checked, a key left out is not
      if (key in record) shape(record[key], [...path, key], issues)
      else if (!shape.optional)
        report(issues, [...path, key], `Invalid key: Expected "${key}" but received undefined`)
    }
  }
}

/** `shape`, then, only when it found nothing, `refine` (which names what is wrong, if anything) */
export function refined(shape: Shape, refine: (value: unknown) => string | undefined): Shape {
  return (value, path, issues) => {
    const before = issues.length
    shape(value, path, issues)
    const message = issues.length === before ? refine(value) : undefined
    if (message !== undefined) report(issues, path, message)
  }
}
