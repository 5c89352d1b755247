import { describe, expect, test } from 'vitest'
import { environmentKey, groupByEnvironment } from './EnvironmentSequencer.js'

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

describe('groupByEnvironment', () => {
  test('files of one key follow each other, each group where its first file stood', () => {
    const ordered = ['a1', 'b1', 'a2', 'c1', 'b2', 'a3']
    expect(groupByEnvironment(ordered, (file) => file[0] as string)).toEqual([
      'a1',
      'a2',
      'a3',
      'b1',
      'b2',
      'c1',
    ])
  })

  test('an empty list stays empty, and every file is kept once', () => {
    expect(groupByEnvironment([], () => '')).toEqual([])
    const files = Array.from({ length: 50 }, (_, i) => `${i % 7}-${i}`)
    const grouped = groupByEnvironment(files, (file) => file.split('-')[0] as string)
    expect([...grouped].sort()).toEqual([...files].sort())
  })
})
