// a currency code is three letters (ISO 4217); Intl rejects anything else with a RangeError
const CURRENCY_CODE = /^[A-Z]{3}$/i

/**
 * A fiat amount as money in the locale, with the cents the service gives: '7500.00' in USD
 * reads $7,500.00 in en and 7.500,00 $ in de. A currency that is not a code gets the number
 * and the code; a value that is not a number stays as sent.
 */
export function formatMoney(value: string, currency: string, locale: string): string {
  const number = Number(value)
  if (value.trim() === '' || !Number.isFinite(number)) return value
  const digits = { minimumFractionDigits: 2, maximumFractionDigits: 2 }
  if (CURRENCY_CODE.test(currency))
    return new Intl.NumberFormat(locale, { style: 'currency', currency, ...digits }).format(number)
  const amount = new Intl.NumberFormat(locale, digits).format(number)
  return currency ? `${amount} ${currency}` : amount
}
