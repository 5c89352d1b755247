import type { Kit } from '../kit/types.js'
import type { GetAccountReturnType } from './getAccount.js'

export type WatchAccountParameters = {
  onChange(account: GetAccountReturnType, previous: GetAccountReturnType | undefined): void
}
export type WatchAccountReturnType = () => void

/** Docs: /core/actions/watchAccount. Calls `onChange` when the active account changes; returns the unsubscribe. */
export function watchAccount(
  kit: Kit,
  { onChange }: WatchAccountParameters,
): WatchAccountReturnType {
  return kit.$account.listen(onChange)
}
