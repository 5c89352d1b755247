/**
 * What each Solidity panic code means (the compiler's `Panic(uint256)` error), in words a
 * person can act on. Docs: /adapters-evm/errors#panic-codes
 */
export const PANIC_DESCRIPTIONS = {
  1: 'An assert condition failed',
  17: 'An arithmetic operation overflowed or underflowed',
  18: 'Division or modulo by zero',
  33: 'A value was converted to an enum it does not fit',
  34: 'A storage byte array was read while incorrectly encoded',
  49: 'pop() was called on an empty array',
  50: 'An array index was out of bounds',
  65: 'Too much memory was allocated, or an array was too large',
  81: 'A zero-initialized function variable was called',
} as const satisfies Record<number, string>

export type PanicCode = keyof typeof PANIC_DESCRIPTIONS

export function isPanicCode(code: number): code is PanicCode {
  return Object.hasOwn(PANIC_DESCRIPTIONS, code)
}

/** Docs: /adapters-evm/errors#getPanicDescription. Unknown codes still get a readable line. */
export function getPanicDescription(code: number | bigint): string {
  const value = Number(code)
  if (isPanicCode(value)) return PANIC_DESCRIPTIONS[value]
  return `Unknown panic code 0x${value.toString(16)}`
}
