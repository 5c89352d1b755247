import fc from 'fast-check'

/** keys that reach prototypes when code copies them with `target[key] = value` */
const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf']

/** own-key objects as JSON.parse makes them: `__proto__` is a plain own property, not the setter */
function fromEntries(entries: readonly (readonly [string, unknown])[]) {
  const object: Record<string, unknown> = {}
  for (const [key, value] of entries)
    Object.defineProperty(object, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    })
  return object
}

/** the classic pollution payloads, parsed the way a body would be */
const POLLUTERS = [
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"__proto__":{"__proto__":{"polluted":"yes"}},"constructor":{"prototype":{"toString":1}}}',
  '[{"__proto__":{"length":1e9}}]',
].map((text) => JSON.parse(text) as unknown)

const leaf = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -0,
    1,
    -1,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    2 ** 53 + 1,
    '',
    '0x',
    '1e400',
    '-1',
    'NaN',
    '255',
    '256',
    '1000000000',
    'eip155:1',
    'solana:constructor',
    '__proto__',
  ),
  fc.double(),
  fc.integer(),
  fc.string({ maxLength: 40 }),
  // long enough to show quadratic work (a backtracking pattern), short enough to run often
  fc.constantFrom('9'.repeat(70_000), `${'9'.repeat(70_000)}x`, `-.${'1'.repeat(70_000)}e`),
  fc.constantFrom(...POLLUTERS),
)

const key = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 12 }))

/** JSON-ish trees with prototype keys, wrong types, non-finite and huge numbers and strings */
const tree = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('node'), { maxLength: 5 }),
    fc.array(fc.tuple(key, tie('node')), { maxLength: 6 }).map(fromEntries),
  ),
})).node

/** a value nested `depth` levels deep, in arrays or in objects under a prototype key */
const deep = fc
  .tuple(fc.integer({ min: 100, max: 3_000 }), fc.constantFrom('array', '__proto__', 'data'))
  .map(([depth, how]) => {
    let value: unknown = 1
    for (let level = 0; level < depth; level++)
      value = how === 'array' ? [value] : fromEntries([[how, value]])
    return value
  })

/** a list of 5,000 to 20,000 copies of one value, lists being what services page */
const huge = fc
  .tuple(
    fc.integer({ min: 5_000, max: 20_000 }),
    // small items: 20,000 copies of a long string would be gigabytes once serialised
    fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(...POLLUTERS)),
  )
  .map(([length, item]) => new Array<unknown>(length).fill(item))

/**
 * Any value a hostile service or a corrupt store could hand a parser: mostly trees, sometimes
 * very deep or very long, sometimes wrapped so a list or object field holds the hostile part.
 */
export function hostileValue(): fc.Arbitrary<unknown> {
  const any = fc.oneof(
    { weight: 8, arbitrary: tree },
    { weight: 1, arbitrary: deep },
    { weight: 1, arbitrary: huge },
  )
  return fc.oneof(
    any,
    fc.tuple(key, any).map(([name, value]) => fromEntries([[name, value]])),
    any.map((value) => [value]),
  )
}

/** an object of a given shape with any field replaced or joined by hostile ones */
export function hostileRecord(base: Record<string, unknown>): fc.Arbitrary<unknown> {
  return fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...Object.keys(base)), key), hostileValue()), {
      maxLength: 4,
    })
    .map((changes) => fromEntries([...Object.entries(base), ...changes]))
}

const baseline = {
  object: Object.getOwnPropertyNames(Object.prototype).sort().join(),
  array: Object.getOwnPropertyNames(Array.prototype).sort().join(),
  function: Object.getOwnPropertyNames(Function.prototype).sort().join(),
}

/** throws when a built-in prototype gained or lost a property since this module loaded */
export function assertNoPollution(): void {
  const now = {
    object: Object.getOwnPropertyNames(Object.prototype).sort().join(),
    array: Object.getOwnPropertyNames(Array.prototype).sort().join(),
    function: Object.getOwnPropertyNames(Function.prototype).sort().join(),
  }
  if (
    now.object !== baseline.object ||
    now.array !== baseline.array ||
    now.function !== baseline.function
  )
    throw new Error('a built-in prototype was polluted')
  if ('polluted' in {}) throw new Error('Object.prototype was polluted')
}

/**
 * Throws when any object in `value` has a prototype other than Object's, Array's or none: a
 * parser that copied a `__proto__` key with assignment would have swapped it. Iterative, as
 * the values may be thousands of levels deep.
 */
export function assertPlainPrototypes(value: unknown): void {
  const seen = new Set<unknown>()
  const stack = [value]
  while (stack.length > 0) {
    const item = stack.pop()
    // a long list of one shared item is checked once
    if (typeof item !== 'object' || item === null || seen.has(item)) continue
    seen.add(item)
    const prototype = Object.getPrototypeOf(item)
    if (prototype !== Object.prototype && prototype !== Array.prototype && prototype !== null)
      throw new Error('an output object has a foreign prototype')
    stack.push(...new Set(Object.values(item)))
  }
}
