import type { BaseErrorType } from '../errors/base.js'
import { NoActiveAddressError, type NoActiveAddressErrorType } from '../errors/kit.js'
import {
  NoActiveNetworkError,
  type NoActiveNetworkErrorType,
  NoConnectionClientError,
  type NoConnectionClientErrorType,
  SignatureDeclinedError,
  type SignatureDeclinedErrorType,
  SignInInitError,
  type SignInInitErrorType,
  SiwxNotEnabledError,
  type SiwxNotEnabledErrorType,
  SiwxVerificationError,
  SmartAccountSignatureError,
  type SmartAccountSignatureErrorType,
} from '../errors/signIn.js'
import { showView } from '../kit/showView.js'
import type { Kit } from '../kit/types.js'
import { buildSiwxMessageData } from '../siwx/buildSiwxMessageData.js'
import { ensureSignInStore } from '../siwx/createSignInStore.js'
import { failSignInInit } from '../siwx/failSignInInit.js'
import { isSmartAccount } from '../siwx/isSmartAccount.js'
import { verifySiwxSession } from '../siwx/verifySiwxSession.js'
import type { SiwxMessageData } from '../types/adapter.js'
import type { SiwxSession } from '../types/siwx.js'
import { close } from './close.js'

export type SignInReturnType = SiwxSession
export type SignInErrorType =
  | SiwxNotEnabledErrorType
  | NoActiveAddressErrorType
  | NoActiveNetworkErrorType
  | NoConnectionClientErrorType
  | SignInInitErrorType
  | SignatureDeclinedErrorType
  | SmartAccountSignatureErrorType
  | BaseErrorType

/**
 * Docs: /core/actions/signIn. Signs the connected account in:
 * builds the message fields (SiwxMessageData), has the adapter write the message and the
 * wallet sign it, verifies and stores the session, closes the modal and records
 * SIWX_AUTH_SUCCESS. A wallet that declines (or a signature that does not verify) reopens
 * SIWXSignMessage with an error toast, 'Signature declined' or, for a smart account, 'This
 * application might not support Smart Accounts', records SIWX_AUTH_ERROR and throws. A sign-in
 * that cannot start throws SignInInitError after disconnecting (see failSignInInit).
 *
 * Needs the `siwx` option, a connected address, a supported network and the namespace's
 * adapter: else SiwxNotEnabledError, NoActiveAddressError, NoActiveNetworkError or
 * NoConnectionClientError, with nothing changed.
 */
export async function signIn(kit: Kit): Promise<SignInReturnType> {
  const { siwx } = kit.options
  if (!siwx) throw new SiwxNotEnabledError()
  const { chains, connections, adapters, events, toast, modal, router } = kit._internal
  const namespace = chains.$activeNamespace.get()
  const chain = chains.get(namespace)
  const address = chain?.account.address
  if (!chain || !address || connections.get(namespace).status !== 'connected')
    throw new NoActiveAddressError()
  if (chain.unsupportedNetworkId)
    throw new NoActiveNetworkError({
      metaMessages: [`The wallet is on ${chain.unsupportedNetworkId}`],
    })
  const adapter = adapters.get(namespace)
  if (!adapter) throw new NoConnectionClientError({ metaMessages: [`Namespace: ${namespace}`] })

  const network = chain.activeNetwork
  const key = `${network.caipNetworkId}:${address}`
  const properties = {
    network: network.caipNetworkId,
    isSmartAccount: isSmartAccount(kit, namespace),
  }
  const state = ensureSignInStore(kit)
  // the account may change while the wallet is asked: only its own state is written
  const current = () => state.key === key
  state.set({ status: 'signing', key })

  let data: SiwxMessageData
  let message: string
  const writer = adapter.capabilities.siwx
  try {
    if (!writer)
      throw new SignInInitError({
        details: `The ${namespace} adapter cannot write sign-in messages`,
      })
    data = await buildSiwxMessageData(kit, siwx, { networkId: network.caipNetworkId, address })
    message = writer.createMessage(data)
  } catch (error) {
    if (current()) state.set({ status: 'idle' })
    throw await failSignInInit(kit, error)
  }

  let session: SiwxSession
  try {
    // a wallet that signs in natively writes the message itself; it is verified all the same
    const signed = writer?.signIn
      ? await writer.signIn({ address, data, network })
      : { message, signature: await adapter.signMessage({ address, message, network }) }
    session = { data, message: signed.message, signature: signed.signature }
    // checked against the domain and nonce the kit asked for, as the adapter wrote them
    const expected = { domain: data.domain, nonce: data.nonce, uri: data.uri ?? data.aud }
    const { valid, reason } = await verifySiwxSession(adapter, siwx, session, expected)
    if (!valid) throw new SiwxVerificationError({ details: reason })
    await siwx.addSession(session)
  } catch (error) {
    const failure = properties.isSmartAccount
      ? new SmartAccountSignatureError({ cause: error })
      : new SignatureDeclinedError({ cause: error })
    if (current()) {
      state.set({ status: 'unsigned', key })
      // the view shown while the wallet was asked gives way to the sign view again
      if (modal.$open.get() && router.view === 'ConnectingSiwe')
        router.replace({ view: 'SIWXSignMessage' })
      else showView(kit, { view: 'SIWXSignMessage' })
    }
    toast.show({ variant: 'error', message: failure.shortMessage })
    events.emit({ type: 'track', event: 'SIWX_AUTH_ERROR', properties })
    throw failure
  }
  if (current()) {
    state.set({ status: 'signed', session, key })
    close(kit)
  }
  events.emit({ type: 'track', event: 'SIWX_AUTH_SUCCESS', properties })
  return session
}
