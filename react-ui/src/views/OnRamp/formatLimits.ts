/**
 * A payment method's limits in the locale's number format, with the cents the service gives
 * ('7500.00' reads 7,500.00 in en and 7.500,00 in de); a value that is not a number stays as sent.
 */
export function formatLimits(
  { min, max }: { min: string; max: string },
  locale: string,
): { min: string; max: string } {
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
  const one = (value: string) => {
    const number = Number(value)
    return value.trim() !== '' && Number.isFinite(number) ? format.format(number) : value
  }
  return { min: one(min), max: one(max) }
}
