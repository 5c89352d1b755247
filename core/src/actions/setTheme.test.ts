import { expect, test } from 'vitest'
import { InvalidThemeError } from '../errors/theme.js'
import type { KitTheme } from '../kit/kitOptions.js'
import { createTestKit } from '../test/createTestKit.js'
import { getTheme } from './getTheme.js'
import { setTheme } from './setTheme.js'

test('default: the theme option, or no mode and no variables', () => {
  expect(getTheme(createTestKit().kit)).toEqual({ mode: undefined, variables: {} })
  const { kit } = createTestKit({ theme: { mode: 'dark', variables: { accent: '#123456' } } })
  expect(getTheme(kit)).toEqual({ mode: 'dark', variables: { accent: '#123456' } })
})

test('behavior: a mode replaces the mode, variables merge, and $theme tells its listeners', () => {
  const { kit } = createTestKit({ theme: { mode: 'light', variables: { accent: '#123456' } } })
  const seen: unknown[] = []
  const stop = kit.$theme.listen((theme) => seen.push(theme))
  setTheme(kit, { mode: 'dark' })
  expect(getTheme(kit)).toEqual({ mode: 'dark', variables: { accent: '#123456' } })
  setTheme(kit, { variables: { '--wp-background': '#000', 'border-radius': 8 } })
  expect(getTheme(kit)).toEqual({
    mode: 'dark',
    variables: { accent: '#123456', '--wp-background': '#000', 'border-radius': 8 },
  })
  setTheme(kit, { variables: { accent: '#654321' } })
  expect(getTheme(kit).variables.accent).toBe('#654321')
  stop()
  expect(seen).toHaveLength(3)
})

test('behavior: replace makes the given theme the whole theme', () => {
  const { kit } = createTestKit({ theme: { mode: 'dark', variables: { accent: '#123456' } } })
  setTheme(kit, { variables: { background: '#fff' }, replace: true })
  expect(getTheme(kit)).toEqual({ mode: undefined, variables: { background: '#fff' } })
})

test('behavior: two kits keep their own theme', () => {
  const a = createTestKit().kit
  const b = createTestKit().kit
  setTheme(a, { mode: 'dark' })
  expect(getTheme(b).mode).toBeUndefined()
})

test.each<[string, unknown]>([
  ['a mode other than light or dark', { mode: 'sepia' }],
  ['variables that are not an object', { variables: 'accent: red' }],
  ['a value that is neither a string nor a number', { variables: { accent: true } }],
  ['a value that is not finite', { variables: { radius: Number.NaN } }],
  ['an infinite value', { variables: { radius: Number.POSITIVE_INFINITY } }],
  ['a name with a space', { variables: { 'accent color': 'red' } }],
  ['a name that could close the declaration', { variables: { 'a;b': 'red' } }],
  ['a name that is empty', { variables: { '': 'red' } }],
  ['no object at all', null],
])('error: %s throws InvalidThemeError and keeps the theme', (_, theme) => {
  const { kit } = createTestKit({ theme: { mode: 'light', variables: { accent: '#123456' } } })
  const before = getTheme(kit)
  expect(() => setTheme(kit, theme as KitTheme)).toThrow(InvalidThemeError)
  expect(getTheme(kit)).toBe(before)
})

test('error: the message lists each problem', () => {
  const { kit } = createTestKit()
  expect(() =>
    setTheme(kit, { mode: 'dim' as 'dark', variables: { 'x y': 1, ok: Number.NaN } }),
  ).toThrowErrorMatchingInlineSnapshot(`
    [InvalidThemeError: Invalid theme

    theme.mode: expected 'light' or 'dark', got "dim"
    theme.variables: name "x y" may use only a-z, A-Z, 0-9 and -
    theme.variables.ok: expected a CSS value or a finite number]
  `)
})

test('error: a bad theme option throws InvalidThemeError from createKit', () => {
  expect(() => createTestKit({ theme: { mode: 'blue' as 'dark' } })).toThrow(InvalidThemeError)
})
