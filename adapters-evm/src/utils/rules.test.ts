import { describe, expect, test } from 'vitest'
import { isSendAddress, isSignature, isTransactionHash } from './rules.js'

const checksummed = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('isSendAddress', () => {
  test('default: 0x required, checksum checked when mixed case', () => {
    expect(isSendAddress(checksummed)).toBe(true)
    expect(isSendAddress(checksummed.toLowerCase())).toBe(true)
    expect(isSendAddress(`0x${checksummed.slice(2).toUpperCase()}`)).toBe(true)
    expect(isSendAddress(checksummed.slice(2))).toBe(false)
    expect(isSendAddress(checksummed.replace('f39F', 'f39f'))).toBe(false)
    expect(isSendAddress(`${checksummed}00`)).toBe(false)
    expect(isSendAddress(42)).toBe(false)
  })
})

describe('isTransactionHash and isSignature', () => {
  test('default: 0x and 64 hex digits; 0x and 62 or more, even length', () => {
    expect(isTransactionHash(`0x${'a'.repeat(64)}`)).toBe(true)
    expect(isTransactionHash(`0x${'a'.repeat(63)}`)).toBe(false)
    expect(isTransactionHash(`0x${'g'.repeat(64)}`)).toBe(false)
    expect(isSignature(`0x${'ab'.repeat(31)}`)).toBe(true)
    expect(isSignature(`0x${'ab'.repeat(65)}`)).toBe(true)
    expect(isSignature(`0x${'ab'.repeat(30)}`)).toBe(false)
    expect(isSignature(`0x${'a'.repeat(63)}`)).toBe(false)
  })
})
