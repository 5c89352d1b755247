import fc from 'fast-check'
import { expect, test } from 'vitest'
import { BaseError } from '../errors/base.js'
import { InvalidSendParametersError } from '../errors/send.js'
import { parseSolanaSendParameters } from './parseSolanaSendParameters.js'

const RECEIVER = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'

test('default', () => {
  expect(parseSolanaSendParameters({ amount: '0.1', receiverAddress: RECEIVER })).toEqual({
    amount: '0.1',
    receiverAddress: RECEIVER,
  })
})

test('parameters: amount and receiverAddress (both missing)', () => {
  expect(() =>
    parseSolanaSendParameters({ amount: undefined, receiverAddress: undefined }),
  ).toThrowErrorMatchingInlineSnapshot(`
    [InvalidSendParametersError: Please enter a valid amount and receiver address

    Amount: missing or invalid
    Receiver: missing or invalid]
  `)
})

test('parameters: amount', () => {
  expect(() =>
    parseSolanaSendParameters({ amount: undefined, receiverAddress: RECEIVER }),
  ).toThrowError('Please enter a valid amount and receiver address')
  expect(() => parseSolanaSendParameters({ amount: '0', receiverAddress: RECEIVER })).toThrow(
    InvalidSendParametersError,
  )
})

test('parameters: receiverAddress', () => {
  expect(() => parseSolanaSendParameters({ amount: '1', receiverAddress: '' })).toThrow(
    InvalidSendParametersError,
  )
  expect(() =>
    parseSolanaSendParameters({
      amount: '1',
      receiverAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    }),
  ).toThrowErrorMatchingInlineSnapshot(`
    [InvalidSendParametersError: Please enter a valid amount and receiver address

    Amount: valid
    Receiver: missing or invalid]
  `)
})

test('behavior: only typed errors on arbitrary input', () => {
  fc.assert(
    fc.property(
      fc.anything({ withBigInt: true, withBoxedValues: true, withNullPrototype: true }),
      fc.anything({ withBigInt: true, withBoxedValues: true, withNullPrototype: true }),
      (amount, receiverAddress) => {
        try {
          parseSolanaSendParameters({ amount, receiverAddress } as {
            amount: string
            receiverAddress: string
          })
        } catch (error) {
          expect(error).toBeInstanceOf(BaseError)
        }
      },
    ),
  )
})
