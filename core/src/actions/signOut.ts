import type { BaseErrorType } from '../errors/base.js'
import { NoActiveAddressError, type NoActiveAddressErrorType } from '../errors/kit.js'
import { SiwxNotEnabledError, type SiwxNotEnabledErrorType } from '../errors/signIn.js'
import type { Kit } from '../kit/types.js'
import { ensureSignInStore } from '../siwx/createSignInStore.js'
import { getSignInAccount } from '../siwx/getSignInAccount.js'

export type SignOutReturnType = undefined
export type SignOutErrorType = SiwxNotEnabledErrorType | NoActiveAddressErrorType | BaseErrorType

/**
 * Docs: /core/actions/signOut. Revokes the connected account's session through the `siwx`
 * config; the account stays connected, unsigned. Nothing opens: signing in again is the app's
 * call (`signIn`).
 */
export async function signOut(kit: Kit): Promise<SignOutReturnType> {
  const { siwx } = kit.options
  if (!siwx) throw new SiwxNotEnabledError()
  const account = getSignInAccount(kit)
  if (!account) throw new NoActiveAddressError()
  await siwx.revokeSession({ networkId: account.network.caipNetworkId, address: account.address })
  const state = ensureSignInStore(kit)
  if (state.key === account.key) state.set({ status: 'unsigned', key: account.key })
}
