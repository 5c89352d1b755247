import { expect, test } from 'vitest'
import { BaseError } from './base.js'
import {
  DataSourceMethodMissingError,
  IncompleteSwapError,
  InsufficientGasError,
  InvalidDateError,
  InvalidSlippageError,
  NoSwapQuoteError,
  OnrampAmountError,
  OnrampUnavailableError,
  TokenPriceUnavailableError,
} from './features.js'

test('default', () => {
  const errors = [
    new DataSourceMethodMissingError({ method: 'getTransactions' }),
    new InsufficientGasError(),
    new TokenPriceUnavailableError(),
    new IncompleteSwapError(),
    new NoSwapQuoteError(),
    new OnrampUnavailableError(),
    new InvalidSlippageError({ value: 51 }),
    new OnrampAmountError({ min: '10.00', max: '7500.00', currency: 'USD' }),
    new InvalidDateError({ value: 'yesterday' }),
  ]
  for (const error of errors) expect(error).toBeInstanceOf(BaseError)
  expect(errors.map((e) => [e.name, e.shortMessage])).toMatchInlineSnapshot(`
    [
      [
        "DataSourceMethodMissingError",
        "No data source serves this feature",
      ],
      [
        "InsufficientGasError",
        "Insufficient funds for network fees",
      ],
      [
        "TokenPriceUnavailableError",
        "Token price unavailable",
      ],
      [
        "IncompleteSwapError",
        "Select the tokens to swap and an amount",
      ],
      [
        "NoSwapQuoteError",
        "No swap quote available",
      ],
      [
        "OnrampUnavailableError",
        "On-ramp is not available on this network",
      ],
      [
        "InvalidSlippageError",
        "Invalid slippage",
      ],
      [
        "OnrampAmountError",
        "Enter an amount between 10.00 and 7500.00 USD",
      ],
      [
        "InvalidDateError",
        "Invalid date",
      ],
    ]
  `)
  expect(errors[0]?.message).toMatchInlineSnapshot(`
    "No data source serves this feature

    Missing: dataSource.getTransactions
    Pass dataSource: hostedData() to createKit, or a data source with this method."
  `)
})
