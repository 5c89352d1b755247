import { expect, test } from 'vitest'
import { ALERTS } from './alerts.js'
import {
  AddressNamesError,
  NameRegistrationError,
  NameResolutionError,
  NameSuggestionsError,
} from './names.js'
import { HttpStatusError } from './request.js'
import { FetchTransactionsError } from './transactions.js'

const cause = new HttpStatusError({
  endpoint: 'GET /x',
  status: 401,
  providerMessage: 'Unauthorized: invalid key',
  alert: ALERTS.INVALID_PROJECT_ID,
})

test('default', () => {
  expect(new NameResolutionError({ cause })).toMatchInlineSnapshot(`
    [NameResolutionError: Error resolving name

    Details: Unauthorized: invalid key]
  `)
})

test('behavior: the spec messages', () => {
  expect(
    [
      new NameResolutionError({ cause }),
      new NameSuggestionsError({ cause }),
      new AddressNamesError({ cause }),
      new NameRegistrationError({ cause }),
      new FetchTransactionsError({ cause }),
    ].map((error) => [error.name, error.shortMessage]),
  ).toMatchInlineSnapshot(`
    [
      [
        "NameResolutionError",
        "Error resolving name",
      ],
      [
        "NameSuggestionsError",
        "Error fetching name suggestions",
      ],
      [
        "AddressNamesError",
        "Error fetching names for address",
      ],
      [
        "NameRegistrationError",
        "Error registering name",
      ],
      [
        "FetchTransactionsError",
        "Failed to fetch transactions",
      ],
    ]
  `)
})

test('behavior: the alert of the cause is carried', () => {
  expect(new AddressNamesError({ cause }).alert).toBe(ALERTS.INVALID_PROJECT_ID)
  expect(new FetchTransactionsError({ cause }).alert).toBe(ALERTS.INVALID_PROJECT_ID)
  expect(new NameSuggestionsError({ cause: new Error('x') }).alert).toBeUndefined()
})
