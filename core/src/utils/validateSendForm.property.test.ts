import { assertNoPollution, hostileRecord, hostileValue } from '@walletport/blockchain-api/test'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { BaseError } from '../errors/base.js'
import { type ValidateSendFormParameters, validateSendForm } from './validateSendForm.js'

// the send form's parameters, as a JavaScript caller or a hostile data service's token row can
// shape them: any field replaced, joined by prototype keys, or wrong in type
const valid = {
  token: { address: '0x1111111111111111111111111111111111111111', decimals: '6' },
  amount: '1.5',
  receiverAddress: '0x2222222222222222222222222222222222222222',
  balance: '10',
}

function check(parameters: unknown) {
  try {
    const issues = validateSendForm(parameters as ValidateSendFormParameters)
    expect(Array.isArray(issues)).toBe(true)
  } catch (error) {
    if (!(error instanceof BaseError)) throw error
  }
  assertNoPollution()
}

test('behavior: hostile send parameters give issues or a typed error, never another throw', () => {
  fc.assert(fc.property(hostileRecord(valid), check), { numRuns: 300 })
  fc.assert(
    fc.property(hostileRecord(valid.token), (token) => check({ ...valid, token })),
    { numRuns: 300 },
  )
})

test('behavior: hostile whole values as the parameters', () => {
  fc.assert(
    fc.property(hostileValue(), (value) => check({ ...valid, ...(value as object) })),
    {
      numRuns: 200,
    },
  )
})
