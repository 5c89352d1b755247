import { expect, test } from 'vitest'
import type { SiwxSession } from '../types/siwx.js'
import { isSessionExpired, isSessionFor, isSessionOf } from './isSessionFor.js'

const now = Date.parse('2030-01-01T00:00:00Z')
function session(data: Partial<SiwxSession['data']> = {}, rest: Partial<SiwxSession> = {}) {
  return {
    data: {
      domain: 'a.example',
      uri: 'https://a.example',
      version: '1',
      nonce: 'n0nce123',
      issuedAt: '2029-12-31T00:00:00Z',
      networkId: 'eip155:1',
      accountAddress: '0xAbC0000000000000000000000000000000000001',
      ...data,
    },
    message: 'm',
    signature: '0x01',
    ...rest,
  } satisfies SiwxSession
}
const evm = {
  networkId: 'eip155:1',
  address: '0xabc0000000000000000000000000000000000001',
} as const

test('default', () => {
  expect(isSessionFor(session(), evm, now)).toBe(true)
})

test('behavior: the account, in any case on eip155 only', () => {
  expect(isSessionOf(session(), { ...evm, networkId: 'eip155:10' })).toBe(false)
  expect(
    isSessionOf(session(), { ...evm, address: '0xabc0000000000000000000000000000000000002' }),
  ).toBe(false)
  const sol = session({ networkId: 'solana:mainnet', accountAddress: 'AbCd' })
  expect(isSessionOf(sol, { networkId: 'solana:mainnet', address: 'AbCd' })).toBe(true)
  expect(isSessionOf(sol, { networkId: 'solana:mainnet', address: 'abcd' })).toBe(false)
})

test('behavior: times and an empty message or signature', () => {
  expect(isSessionExpired(session(), now)).toBe(false)
  expect(isSessionExpired(session({ expirationTime: '2030-01-01T00:00:00Z' }), now)).toBe(true)
  expect(isSessionExpired(session({ expirationTime: 'soon' }), now)).toBe(true)
  expect(isSessionFor(session({ expirationTime: '2030-01-01T00:00:01Z' }), evm, now)).toBe(true)
  expect(isSessionFor(session({ notBefore: '2030-01-01T00:00:01Z' }), evm, now)).toBe(false)
  expect(isSessionFor(session({ notBefore: '2030-01-01T00:00:00Z' }), evm, now)).toBe(true)
  expect(isSessionFor(session({}, { signature: '' }), evm, now)).toBe(false)
  expect(isSessionFor(session({}, { message: '' }), evm, now)).toBe(false)
})
