import { expect, test } from 'vitest'
import { getNextIndex } from './getNextIndex.js'

const grid = { count: 10, columns: 4, page: 12 } as const

test('behavior: left to right, ArrowRight is the next tile and ArrowLeft the one before', () => {
  expect(getNextIndex({ ...grid, key: 'ArrowRight', index: 1, dir: 'ltr' })).toBe(2)
  expect(getNextIndex({ ...grid, key: 'ArrowLeft', index: 1, dir: 'ltr' })).toBe(0)
})

test('behavior: right to left the grid is mirrored: ArrowLeft is the next tile', () => {
  expect(getNextIndex({ ...grid, key: 'ArrowLeft', index: 1, dir: 'rtl' })).toBe(2)
  expect(getNextIndex({ ...grid, key: 'ArrowRight', index: 1, dir: 'rtl' })).toBe(0)
  // rows do not mirror
  expect(getNextIndex({ ...grid, key: 'ArrowDown', index: 1, dir: 'rtl' })).toBe(5)
})

test('edge: moves stop at the first and last tile; other keys move nothing', () => {
  expect(getNextIndex({ ...grid, key: 'ArrowRight', index: 0, dir: 'rtl' })).toBe(0)
  expect(getNextIndex({ ...grid, key: 'ArrowLeft', index: 9, dir: 'rtl' })).toBe(9)
  expect(getNextIndex({ ...grid, key: 'PageDown', index: 3, dir: 'ltr' })).toBe(9)
  expect(getNextIndex({ ...grid, key: 'End', index: 3, dir: 'ltr' })).toBe(9)
  expect(getNextIndex({ ...grid, key: 'a', index: 3, dir: 'ltr' })).toBeUndefined()
})
