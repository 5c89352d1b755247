import { expect, test } from 'vitest'
import { formatLimits } from './formatLimits.js'
import { formatMoney } from './formatMoney.js'

// Intl puts a narrow no-break space before the sign in de and fr; compare on plain spaces
const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ')

test('default: the limits as money in the locale', () => {
  expect(formatLimits({ min: '10.00', max: '7500.00' }, 'USD', 'en')).toEqual({
    min: '$10.00',
    max: '$7,500.00',
  })
  const de = formatLimits({ min: '10', max: '25000' }, 'EUR', 'de')
  expect([plain(de.min), plain(de.max)]).toEqual(['10,00 €', '25.000,00 €'])
  expect(plain(formatMoney('5000', 'GBP', 'ja'))).toBe('£5,000.00')
})

test('behavior: a value that is not a number stays as sent; a currency that is not a code is written after', () => {
  expect(formatLimits({ min: 'n/a', max: '' }, 'USD', 'en')).toEqual({ min: 'n/a', max: '' })
  expect(formatMoney('10', 'US DOLLAR', 'en')).toBe('10.00 US DOLLAR')
  expect(formatMoney('10', '', 'en')).toBe('10.00')
})
