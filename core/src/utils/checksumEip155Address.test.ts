import fc from 'fast-check'
import { getAddress } from 'viem'
import { expect, test } from 'vitest'
import { checksumEip155Address } from './checksumEip155Address.js'

// the examples published in EIP-55
const EIP55_EXAMPLES = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
]

test('default', () => {
  expect(checksumEip155Address('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  )
})

test('parameters: address (the EIP-55 examples, from any case)', () => {
  for (const address of EIP55_EXAMPLES) {
    expect(checksumEip155Address(address)).toBe(address)
    expect(checksumEip155Address(address.toLowerCase())).toBe(address)
    expect(checksumEip155Address(`0x${address.slice(2).toUpperCase()}`)).toBe(address)
  }
})

test('parameters: address (without 0x)', () => {
  expect(checksumEip155Address('fb6916095ca1df60bb79ce92ce3ea74c37c5d359')).toBe(
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  )
})

test('parameters: address (not an address)', () => {
  expect(() => checksumEip155Address('0x1234')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidAddressError: Invalid address

    Expected 40 hex digits (eip155).
    Received: "0x1234"]
  `)
})

test('behavior: agrees with viem (tests only) on arbitrary addresses', () => {
  fc.assert(
    fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (bytes) => {
      const lower = `0x${Buffer.from(bytes).toString('hex')}`
      expect(checksumEip155Address(lower)).toBe(getAddress(lower))
    }),
  )
})
