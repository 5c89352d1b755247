import { expect, test } from 'vitest'
import { formatLimits } from './formatLimits.js'

test('default: the locale number format', () => {
  expect(formatLimits({ min: '10.00', max: '7500.00' }, 'en')).toEqual({
    min: '10.00',
    max: '7,500.00',
  })
  expect(formatLimits({ min: '10', max: '25000' }, 'de')).toEqual({
    min: '10,00',
    max: '25.000,00',
  })
})

test('behavior: a value that is not a number stays as sent', () => {
  expect(formatLimits({ min: 'n/a', max: '' }, 'en')).toEqual({ min: 'n/a', max: '' })
})
