import { close } from '../actions/close.js'
import { SiwxNotEnabledError, SiwxVerificationError } from '../errors/signIn.js'
import type { Kit } from '../kit/types.js'
import type { SiwxMessageData } from '../types/adapter.js'
import type { CaipNetworkId } from '../types/caip.js'
import type { SiwxSession } from '../types/siwx.js'
import { buildSiwxMessageData } from './buildSiwxMessageData.js'
import { ensureSignInStore } from './createSignInStore.js'
import { getSignInAccount } from './getSignInAccount.js'
import { isSessionFor } from './isSessionFor.js'
import { verifySiwxSession } from './verifySiwxSession.js'

// The hook for signing in during a WalletConnect pairing (one-click authentication), shown
// as ConnectingSiwe. createPairingAuthenticate (pairingAuthenticate.ts) calls, in order:
// 1. isPairingSignInAvailable(kit): when false, pair as usual (SIWXSignMessage follows);
// 2. createPairingSignInRequest(kit): the fields of the authenticate request;
// 3. once the wallet answers, completePairingSignIn(kit, session, request) for each CACAO.
// A wallet that cannot authenticate is paired as usual, and the sign view follows.

/**
 * Whether a pairing can carry the sign-in: the `siwx` option is set, the kit has a pairing
 * client, and every configured network is eip155.
 */
export function isPairingSignInAvailable(kit: Kit): boolean {
  return Boolean(
    kit.options.siwx &&
      kit._internal.pairing &&
      kit.options.networks.every((n) => n.chainNamespace === 'eip155'),
  )
}

/** The fields of a pairing's authenticate request: the message fields, for every network. */
export type PairingSignInRequest = Omit<SiwxMessageData, 'networkId' | 'accountAddress'> & {
  /** every configured network, the active one first */
  chains: CaipNetworkId[]
}

/**
 * The authenticate request for a pairing, built like a sign-in message without an account
 * (the wallet picks it); undefined when pairing sign-in does not apply. Rejects with
 * SignInInitError when the fields are incomplete: then pair without it.
 */
export async function createPairingSignInRequest(
  kit: Kit,
): Promise<PairingSignInRequest | undefined> {
  const { siwx } = kit.options
  if (!siwx || !isPairingSignInAvailable(kit)) return undefined
  const active = kit.$activeNetwork.get().caipNetworkId
  const chains = [
    active,
    ...kit.options.networks.map((n) => n.caipNetworkId).filter((id) => id !== active),
  ]
  const {
    networkId: _,
    accountAddress: __,
    ...fields
  } = await buildSiwxMessageData(kit, siwx, {
    networkId: active,
    address: undefined,
  })
  return { ...fields, chains }
}

/**
 * Keeps the session a pairing's authentication produced: verified like a `signIn` session
 * against the request the kit sent (its domain, nonce and uri; the wallet's session is never
 * its own reference), throwing SiwxVerificationError when it does not verify, then added.
 * When it signs in the connected account, the sign-in state becomes signed and a sign view
 * still showing closes.
 */
export async function completePairingSignIn(
  kit: Kit,
  session: SiwxSession,
  request: PairingSignInRequest,
): Promise<void> {
  const { siwx } = kit.options
  if (!siwx) throw new SiwxNotEnabledError()
  const expected = { domain: request.domain, nonce: request.nonce, uri: request.uri ?? request.aud }
  const adapter = kit._internal.adapters.get('eip155')
  const { valid, reason } = await verifySiwxSession(adapter, siwx, session, expected)
  if (!valid) throw new SiwxVerificationError({ details: reason })
  await siwx.addSession(session)
  const account = getSignInAccount(kit)
  const state = ensureSignInStore(kit)
  if (
    !account ||
    state.key !== account.key ||
    !isSessionFor(
      session,
      { networkId: account.network.caipNetworkId, address: account.address },
      Date.now(),
    )
  )
    return
  state.set({ status: 'signed', session, key: account.key })
  const view = kit._internal.router.view
  if (kit.$open.get() && (view === 'SIWXSignMessage' || view === 'ConnectingSiwe')) close(kit)
}
