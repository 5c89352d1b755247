import { expect, test } from 'vitest'
import type { SiwxMessageData } from '../types/adapter.js'
import { matchesSiwxMessage } from './matchesSiwxMessage.js'

const data = {
  domain: 'app.example',
  nonce: 'n0nce123',
  uri: 'https://app.example/login',
  accountAddress: 'addr',
  networkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  version: '1',
  issuedAt: '2026-11-27T10:00:00.000Z',
  expirationTime: '2026-11-27T11:00:00.000Z',
  notBefore: '2026-11-27T09:00:00.000Z',
} as SiwxMessageData
const write = (d: SiwxMessageData) => `${d.domain} ${d.nonce}`
const expected = { domain: 'app.example', nonce: 'n0nce123', uri: 'https://app.example/login' }
const now = Date.parse('2026-11-27T10:30:00.000Z')
const base = { message: 'app.example n0nce123', data, expected, write, now }

test('default: the message the data makes, for the site that asked, in its time window', () => {
  expect(matchesSiwxMessage(base)).toBe(true)
})

test('behavior: another domain, nonce or uri, or no expectation, does not match', () => {
  expect(matchesSiwxMessage({ ...base, expected: { ...expected, domain: 'evil.example' } })).toBe(
    false,
  )
  expect(matchesSiwxMessage({ ...base, expected: { ...expected, nonce: 'other' } })).toBe(false)
  expect(matchesSiwxMessage({ ...base, expected: { ...expected, uri: 'https://x' } })).toBe(false)
  expect(matchesSiwxMessage({ ...base, expected: { domain: '', nonce: '' } })).toBe(false)
})

test('behavior: a message that is not exactly the written one, or data that cannot be written', () => {
  expect(matchesSiwxMessage({ ...base, message: 'app.example n0nce123 ' })).toBe(false)
  const throwing = () => {
    throw new Error('bad data')
  }
  expect(matchesSiwxMessage({ ...base, write: throwing })).toBe(false)
})

test('behavior: outside not-before and expiry, or with a date that does not parse', () => {
  expect(matchesSiwxMessage({ ...base, now: Date.parse('2026-11-27T11:00:00.000Z') })).toBe(false)
  expect(matchesSiwxMessage({ ...base, now: Date.parse('2026-11-27T08:59:59.999Z') })).toBe(false)
  const badDate = { ...data, expirationTime: 'tomorrow' }
  expect(matchesSiwxMessage({ ...base, data: badDate })).toBe(false)
})
