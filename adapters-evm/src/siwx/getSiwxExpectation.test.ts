import type { SiwxMessageData } from '@walletport/core'
import { describe, expect, test } from 'vitest'
import { InvalidSiwxMessageError } from '../errors/siwx.js'
import { getSiwxExpectation } from './getSiwxExpectation.js'

const data = {
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  networkId: 'eip155:31337',
} as unknown as SiwxMessageData

describe('getSiwxExpectation', () => {
  test('the kit asks for domain, nonce and uri; the account and chain come from the data', () => {
    expect(
      getSiwxExpectation(data, { domain: 'app.test', nonce: 'n0nce123', uri: 'https://app.test' }),
    ).toEqual({
      domain: 'app.test',
      nonce: 'n0nce123',
      uri: 'https://app.test',
      address: data.accountAddress,
      chainId: 31337,
    })
  })

  test('a network id that is not eip155 is a typed error', () => {
    expect(() =>
      getSiwxExpectation({ ...data, networkId: 'solana:5eykt4' } as SiwxMessageData, {
        domain: 'app.test',
        nonce: 'n0nce123',
      }),
    ).toThrow(InvalidSiwxMessageError)
  })
})
