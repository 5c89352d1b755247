import type { BaseErrorType } from '../errors/base.js'
import type {
  DataSourceMethodMissingErrorType,
  NameSuggestionsErrorType,
} from '../errors/features.js'
import type {
  ChainAdapterNotFoundErrorType,
  NetworkOrAddressUndefinedErrorType,
} from '../errors/kit.js'
import type { InvalidAccountNameErrorType } from '../errors/rules.js'
import { splitAccountName } from '../features/names/splitAccountName.js'
import { requireAccount } from '../features/requireAccount.js'
import { requireDataSource } from '../features/requireDataSource.js'
import type { Kit } from '../kit/types.js'
import type { NameSuggestion } from '../types/dataSource.js'

export type FetchNameSuggestionsParameters = {
  /** what the user typed, with or without a name suffix */
  name: string
  /** abandons a lookup the user typed past */
  signal?: AbortSignal
}
/** the names close to it; `registered` marks those taken */
export type FetchNameSuggestionsReturnType = readonly NameSuggestion[]
export type FetchNameSuggestionsErrorType =
  | InvalidAccountNameErrorType
  | NameSuggestionsErrorType
  | DataSourceMethodMissingErrorType
  | NetworkOrAddressUndefinedErrorType
  | ChainAdapterNotFoundErrorType
  | BaseErrorType

/**
 * Docs: /core/actions/fetchNameSuggestions. Live suggestions while an account name is typed
 *. The name must follow the rule first (letters, digits, hyphens, at
 * least 4: else InvalidAccountNameError, with no request); a failed lookup throws 'Error
 * fetching name suggestions'. Names are eip155 only: elsewhere there are none.
 */
export async function fetchNameSuggestions(
  kit: Kit,
  { name, signal }: FetchNameSuggestionsParameters,
): Promise<FetchNameSuggestionsReturnType> {
  const { label } = splitAccountName(name)
  const { network, namespace } = requireAccount(kit)
  if (namespace !== 'eip155') return []
  const source = requireDataSource(kit, 'getNameSuggestions')
  return source.getNameSuggestions({ name: label, network, signal })
}
