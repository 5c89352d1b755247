import type { Kit } from '../kit/types.js'
import type { AccountState } from '../stores/accountState.js'
import type { ChainNamespace } from '../types/caip.js'

export type GetAccountParameters = {
  /** the active namespace by default */
  namespace?: ChainNamespace
}
export type GetAccountReturnType = AccountState & Readonly<{ namespace: ChainNamespace }>

/** Docs: /core/actions/getAccount. The account state of a namespace, status included. */
export function getAccount(
  kit: Kit,
  { namespace }: GetAccountParameters = {},
): GetAccountReturnType {
  if (!namespace) return kit.$account.get()
  const account = kit.$chains.get()[namespace]?.account
  return account ? { ...account, namespace } : { ...kit.$account.get(), namespace }
}
