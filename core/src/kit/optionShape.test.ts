import * as v from 'valibot'
import { expect, test } from 'vitest'
import { array, custom, object, optional, refined, type Shape, string } from './optionShape.js'

/** the issues as parseKitOptions words them, from valibot (the wording the kit always had) */
function valibotIssues(schema: v.GenericSchema, value: unknown): string[] {
  const result = v.safeParse(schema, value)
  return result.success
    ? []
    : result.issues.map(
        (issue) =>
          `${issue.path?.map((item) => item.key).join('.') ?? 'options'}: ${issue.message}`,
      )
}

function issuesOf(shape: Shape, value: unknown): string[] {
  const issues: string[] = []
  shape(value, [], issues)
  return issues
}

class Wallet {}
const values: unknown[] = [
  undefined,
  null,
  0,
  1.5,
  10n,
  true,
  '',
  'text',
  Symbol('s'),
  () => 1,
  [],
  ['a', 1, null],
  {},
  Object.create(null),
  new Wallet(),
  new Date(0),
  { name: 'n' },
  { name: 1, list: 'x' },
  { name: 'n', list: [1, 'a', {}] },
  { name: undefined, list: undefined, size: ' ' },
  { name: 'n', list: [], size: 'big' },
  Object.create({ name: 'inherited' }),
]

test('behavior: the same issues, in the same order, as the valibot schema it stands in for', () => {
  const shape = object({
    name: string,
    list: optional(array(custom((x) => typeof x === 'string', 'Expected a string'))),
    size: optional(
      refined(string, (s) => ((s as string).trim() ? undefined : 'Expected some text')),
    ),
  })
  const schema = v.object({
    name: v.string(),
    list: v.optional(v.array(v.custom((x) => typeof x === 'string', 'Expected a string'))),
    size: v.optional(
      v.pipe(
        v.string(),
        v.check((s) => Boolean(s.trim()), 'Expected some text'),
      ),
    ),
  })
  for (const value of values) expect(issuesOf(shape, value)).toEqual(valibotIssues(schema, value))
  for (const value of values)
    expect(issuesOf(array(shape), [value])).toEqual(valibotIssues(v.array(schema), [value]))
})

test('default: a value that fits has no issue', () => {
  expect(issuesOf(object({ name: string }), { name: 'n', other: 1 })).toEqual([])
})
