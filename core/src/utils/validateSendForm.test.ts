import fc from 'fast-check'
import { expect, test } from 'vitest'
import { isEip155Address } from './isEip155Address.js'
import { validateSendForm } from './validateSendForm.js'

const RECEIVER = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const usdc = { address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', decimals: '6' }

test('default', () => {
  expect(validateSendForm({ token: usdc, amount: '1.5', receiverAddress: RECEIVER })).toEqual([])
})

test('parameters: token', () => {
  const rest = { amount: '1', receiverAddress: RECEIVER }
  expect(validateSendForm({ ...rest, token: undefined })).toEqual([
    { field: 'token', reason: 'missing' },
  ])
  expect(validateSendForm({ ...rest, token: {} })).toEqual([{ field: 'token', reason: 'missing' }])
  expect(validateSendForm({ ...rest, token: { address: '' } })).toEqual([
    { field: 'token', reason: 'missing' },
  ])
  // the native currency has no address, only decimals
  expect(validateSendForm({ ...rest, token: { decimals: 18 } })).toEqual([])
  expect(validateSendForm({ ...rest, token: { decimals: '0' } })).toEqual([])
  expect(validateSendForm({ ...rest, token: { address: usdc.address } })).toEqual([])
  expect(validateSendForm({ ...rest, token: { decimals: 'six' } })).toEqual([
    { field: 'token', reason: 'invalid' },
  ])
  expect(validateSendForm({ ...rest, token: { decimals: -1 } })).toEqual([
    { field: 'token', reason: 'invalid' },
  ])
  expect(validateSendForm({ ...rest, token: { decimals: 1.5 } })).toEqual([
    { field: 'token', reason: 'invalid' },
  ])
})

test('parameters: amount', () => {
  const rest = { token: usdc, receiverAddress: RECEIVER }
  expect(validateSendForm({ ...rest, amount: undefined })).toEqual([
    { field: 'amount', reason: 'missing' },
  ])
  expect(validateSendForm({ ...rest, amount: '' })).toEqual([
    { field: 'amount', reason: 'missing' },
  ])
  expect(validateSendForm({ ...rest, amount: '0' })).toEqual([
    { field: 'amount', reason: 'invalid' },
  ])
  expect(validateSendForm({ ...rest, amount: 'abc' })).toEqual([
    { field: 'amount', reason: 'invalid' },
  ])
  // more precision than the token has
  expect(validateSendForm({ ...rest, amount: '0.0000001' })).toEqual([
    { field: 'amount', reason: 'invalid' },
  ])
})

test('parameters: balance', () => {
  const rest = { token: usdc, receiverAddress: RECEIVER }
  expect(validateSendForm({ ...rest, amount: '10', balance: '10.000' })).toEqual([])
  expect(validateSendForm({ ...rest, amount: '10.000001', balance: '10' })).toEqual([
    { field: 'amount', reason: 'insufficient' },
  ])
  // an unreadable balance is not a reason to block
  expect(validateSendForm({ ...rest, amount: '10', balance: 'unknown' })).toEqual([])
})

test('parameters: receiverAddress', () => {
  const rest = { token: usdc, amount: '1' }
  expect(validateSendForm({ ...rest, receiverAddress: undefined })).toEqual([
    { field: 'receiverAddress', reason: 'missing' },
  ])
  expect(validateSendForm({ ...rest, receiverAddress: '' })).toEqual([
    { field: 'receiverAddress', reason: 'missing' },
  ])
  expect(validateSendForm({ ...rest, receiverAddress: 'vitalik.eth' })).toEqual([])
})

test('parameters: isAddress', () => {
  const rest = { token: usdc, amount: '1', isAddress: isEip155Address }
  expect(validateSendForm({ ...rest, receiverAddress: RECEIVER })).toEqual([])
  expect(validateSendForm({ ...rest, receiverAddress: 'vitalik.eth' })).toEqual([
    { field: 'receiverAddress', reason: 'invalid' },
  ])
  const throwing = () => {
    throw new Error('boom')
  }
  expect(validateSendForm({ ...rest, receiverAddress: RECEIVER, isAddress: throwing })).toEqual([
    { field: 'receiverAddress', reason: 'invalid' },
  ])
})

test('behavior: reports every problem, in field order', () => {
  expect(
    validateSendForm({ token: undefined, amount: undefined, receiverAddress: undefined }),
  ).toMatchInlineSnapshot(`
      [
        {
          "field": "token",
          "reason": "missing",
        },
        {
          "field": "amount",
          "reason": "missing",
        },
        {
          "field": "receiverAddress",
          "reason": "missing",
        },
      ]
    `)
})

test('behavior: never throws', () => {
  const text = fc.option(fc.string(), { nil: undefined })
  const token = fc.option(
    fc.record({
      address: text,
      decimals: fc.option(fc.oneof(fc.string(), fc.double()), { nil: undefined }),
    }),
    { nil: undefined },
  )
  fc.assert(
    fc.property(token, text, text, text, (t, amount, receiverAddress, balance) => {
      const issues = validateSendForm({ token: t, amount, receiverAddress, balance })
      expect(issues.length).toBeLessThanOrEqual(3)
    }),
  )
})
