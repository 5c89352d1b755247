import { describe, expect, test } from 'vitest'
import {
  environmentKey,
  groupBy,
  isLong,
  isolatedFirst,
  longFirst,
} from './EnvironmentSequencer.js'

// written apart: vitest reads these lines in any test file, this one included
const CHOICE = '@' + 'vitest-environment'

describe('environmentKey', () => {
  test('a file without a docblock choice has the empty key', () => {
    expect(environmentKey("import { test } from 'vitest'\n")).toBe('')
  })

  test('the choice and its options, as written, tell environments apart', () => {
    const plain = `/** ${CHOICE} happy-dom */\n`
    const options = `${CHOICE}-options {"settings":{"a":1}}`
    const withOptions = `/**\n * ${CHOICE} happy-dom\n * ${options}\n */\n`
    expect(environmentKey(plain)).toBe(`${CHOICE} happy-dom */`)
    expect(environmentKey(withOptions)).toBe(`${CHOICE} happy-dom\n${options}`)
    expect(environmentKey(withOptions)).not.toBe(environmentKey(plain))
  })
})

describe('groupBy', () => {
  test('files of one key follow each other, each group where its first file stood', () => {
    const ordered = ['a1', 'b1', 'a2', 'c1', 'b2', 'a3']
    expect(groupBy(ordered, (file) => file[0] as string).flat()).toEqual([
      'a1',
      'a2',
      'a3',
      'b1',
      'b2',
      'c1',
    ])
  })

  test('an empty list stays empty, and every file is kept once', () => {
    expect(groupBy([], () => '')).toEqual([])
    const files = Array.from({ length: 50 }, (_, i) => `${i % 7}-${i}`)
    const grouped = groupBy(files, (file) => file.split('-')[0] as string).flat()
    expect([...grouped].sort()).toEqual([...files].sort())
  })
})

describe('longFirst', () => {
  test('marked files come first, each side keeping its order', () => {
    const long = new Set(['c', 'a'])
    expect(longFirst(['a', 'b', 'c', 'd'], (file) => long.has(file))).toEqual(['a', 'c', 'b', 'd'])
  })

  test('the marker is read from the source', () => {
    expect(isLong('// vitest: ' + 'long: a Next.js build\n')).toBe(true)
    expect(isLong("import { test } from 'vitest'\n")).toBe(false)
  })
})

describe('isolatedFirst', () => {
  test('within a group the isolated projects come first; groups keep their order', () => {
    const config = (groupOrder: number, isolate: boolean) => ({ isolate, sequence: { groupOrder } })
    const projects = [
      { name: 'examples', config: config(0, false) },
      { name: 'examples:isolated', config: config(0, true) },
      { name: 'packages', config: config(1, false) },
      { name: 'react-ui', config: config(1, false) },
      { name: 'react-ui:isolated', config: config(1, true) },
    ]
    expect(isolatedFirst(projects, (project) => project.config).map(({ name }) => name)).toEqual([
      'examples:isolated',
      'examples',
      'react-ui:isolated',
      'packages',
      'react-ui',
    ])
  })
})
