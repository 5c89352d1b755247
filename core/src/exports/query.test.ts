import { expect, test } from 'vitest'
import * as exports from './query.js'

test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "TokenBalanceNotFoundError",
      "balanceQueryOptions",
      "createMutation",
      "createQuery",
      "getQueryClient",
      "historyQueryOptions",
      "nameSuggestionsQueryOptions",
      "onrampQuoteQueryOptions",
      "queryRetryDelay",
      "readBalance",
      "receiptQueryOptions",
      "registerAccountNameMutationOptions",
      "sendTransactionMutationOptions",
      "shouldRetryQuery",
      "signMessageMutationOptions",
      "swapQuoteQueryOptions",
      "switchNetworkMutationOptions",
      "tokenBalancesQueryOptions",
      "writeContractMutationOptions",
    ]
  `)
})
