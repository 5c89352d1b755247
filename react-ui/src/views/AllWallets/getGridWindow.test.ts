import { expect, test } from 'vitest'
import { getGridWindow } from './getGridWindow.js'

const grid = { columns: 4, rowHeight: 100, viewportHeight: 400, overscan: 1 }

test('default: the visible rows and one more below, the rest as padding', () => {
  expect(getGridWindow({ ...grid, count: 1_000, scrollTop: 0 })).toEqual({
    start: 0,
    end: 20,
    padTop: 0,
    padBottom: 245 * 100,
  })
})

test('behavior: scrolled to the middle, overscan on both sides', () => {
  // rows 10 to 13 show; 9 and 14 are overscan
  expect(getGridWindow({ ...grid, count: 1_000, scrollTop: 1_000 })).toEqual({
    start: 36,
    end: 60,
    padTop: 900,
    padBottom: (250 - 15) * 100,
  })
})

test('behavior: the end of the list, a short last row, and no rows at all', () => {
  const end = getGridWindow({ ...grid, count: 1_001, scrollTop: 25_000 })
  expect(end).toMatchObject({ end: 1_001, padBottom: 0 })
  expect(getGridWindow({ ...grid, count: 0, scrollTop: 0 })).toEqual({
    start: 0,
    end: 0,
    padTop: 0,
    padBottom: 0,
  })
  // a scroll position past the end (the list just got shorter) still shows its last rows
  expect(getGridWindow({ ...grid, count: 8, scrollTop: 9_000 })).toMatchObject({ start: 4, end: 8 })
})
