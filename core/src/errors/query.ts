import { defineError } from './defineError.js'

// the query layer's own failures (core/src/query)

export type TokenBalanceNotFoundErrorType = TokenBalanceNotFoundError & {
  name: 'TokenBalanceNotFoundError'
}
/** A token balance was asked for a token that neither the adapter nor the data source lists. */
export class TokenBalanceNotFoundError extends /* @__PURE__ */ defineError(
  'TokenBalanceNotFoundError',
  'Token balance not found',
) {}
