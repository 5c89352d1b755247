import { expect, test } from 'vitest'
import { getOnrampFeeRange } from './getOnrampFeeRange.js'

test('default: 1% to 2%', () => {
  expect(getOnrampFeeRange('100')).toEqual({ min: '1.00', max: '2.00' })
  expect(getOnrampFeeRange('12.34')).toEqual({ min: '0.12', max: '0.25' })
})

test('behavior: not a decimal', () => {
  expect(() => getOnrampFeeRange('ten')).toThrowError('Invalid decimal number')
})
