import type { BaseErrorType } from '../errors/base.js'
import type {
  ChainAdapterNotFoundErrorType,
  NetworkOrAddressUndefinedErrorType,
} from '../errors/kit.js'
import type { Kit } from '../kit/types.js'
import type { Balance } from '../types/account.js'
import type { ChainNamespace } from '../types/caip.js'

export type FetchBalanceParameters = {
  /** the active namespace by default */
  namespace?: ChainNamespace
  /** skips the 30 s cache */
  force?: boolean
}
export type FetchBalanceReturnType = Balance
export type FetchBalanceErrorType =
  | NetworkOrAddressUndefinedErrorType
  | ChainAdapterNotFoundErrorType
  | BaseErrorType

/**
 * Docs: /core/actions/fetchBalance. Reads the native balance of an account on its active
 * network, through the data source when one is configured (with the token list), else the
 * adapter; cached for 30 s. Sets the account's balance and balanceSymbol.
 */
export async function fetchBalance(
  kit: Kit,
  { namespace = kit.$activeNamespace.get(), force }: FetchBalanceParameters = {},
): Promise<FetchBalanceReturnType> {
  // the reading code loads on the first call, after a connect: the account button and the
  // balance watcher hold only this, so it is not in the page's first chunks (issue 13)
  const { readActiveBalance } = await import('./readActiveBalance.js')
  return readActiveBalance(kit, namespace, force)
}
