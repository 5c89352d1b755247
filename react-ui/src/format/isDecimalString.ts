const DECIMAL = /^-?\d+(\.\d+)?$/

/** A plain decimal string, which Intl formats exactly, digit for digit. */
export function isDecimalString(value: string): value is `${number}` {
  return DECIMAL.test(value)
}
