import { showView } from '../kit/showView.js'
import type { Kit } from '../kit/types.js'
import type { ChainNamespace } from '../types/caip.js'
import type { SiwxAccount, SiwxConfig } from '../types/siwx.js'
import { ensureSignInStore } from './createSignInStore.js'
import { failSignInInit } from './failSignInInit.js'
import { getSignInAccount } from './getSignInAccount.js'
import { isSessionFor } from './isSessionFor.js'
import { watchSessionExpiry } from './watchSessionExpiry.js'

/**
 * Keeps the sign-in state of the connected account: whenever the account or its network
 * changes (connect, reload, the wallet switching), its sessions are read; with none,
 * SIWXSignMessage opens. Sessions that cannot be read end the connection
 * (see failSignInInit). Accounts on unsupported networks, and namespaces whose adapter cannot
 * write sign-in messages, are left alone. A session ends when it expires (see
 * watchSessionExpiry) and is revoked when the wallet disconnects. Returns the unsubscribe.
 */
export function watchSignIn(kit: Kit, siwx: SiwxConfig): () => void {
  const state = ensureSignInStore(kit)
  let run = 0
  // the account last signed in, whose sessions a disconnect ends
  let signedIn: SiwxAccount | undefined
  async function check() {
    const account = getSignInAccount(kit)
    const key = account?.adapter?.capabilities.siwx ? account.key : undefined
    if (key === state.key) return
    const current = ++run
    if (!account || !key) {
      state.set({ status: 'idle' })
      void revokeOnDisconnect()
      return
    }
    state.set({ status: 'checking', key })
    const target = { networkId: account.network.caipNetworkId, address: account.address }
    let sessions: Awaited<ReturnType<SiwxConfig['getSessions']>>
    try {
      sessions = await siwx.getSessions(target)
    } catch (error) {
      if (current !== run || state.$status.get() !== 'checking') return
      state.set({ status: 'idle' })
      await failSignInInit(kit, error)
      return
    }
    // the account changed while its sessions were read (a newer check owns the state), or a
    // sign-in started or finished meanwhile (it owns it)
    if (current !== run || state.$status.get() !== 'checking') return
    const session = sessions.find((s) => isSessionFor(s, target, Date.now()))
    if (session) {
      state.set({ status: 'signed', session, key })
      return
    }
    state.set({ status: 'unsigned', key })
    showView(kit, { view: 'SIWXSignMessage' })
  }
  // A sign-in session ends with the connection
  async function revokeOnDisconnect() {
    const account = signedIn
    const namespace = account?.networkId.split(':')[0] as ChainNamespace | undefined
    // an unsupported network or a namespace switch leaves the session be
    if (!account || !namespace) return
    if (kit._internal.connections.get(namespace).status !== 'disconnected') return
    signedIn = undefined
    try {
      await siwx.revokeSession(account)
    } catch (error) {
      kit.log.warn('sign-in: the session could not be revoked on disconnect', error)
    }
  }
  const unwatchSigned = state.$session.subscribe((session) => {
    if (session)
      signedIn = { networkId: session.data.networkId, address: session.data.accountAddress }
  })
  const unwatchExpiry = watchSessionExpiry(kit, state)
  void check()
  const unwatchAccount = kit.$account.listen(() => void check())
  return () => {
    unwatchAccount()
    unwatchSigned()
    unwatchExpiry()
  }
}
