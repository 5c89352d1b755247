import { showView } from '../kit/showView.js'
import type { Kit } from '../kit/types.js'
import type { SiwxConfig } from '../types/siwx.js'
import { getSignInStore } from './createSignInStore.js'
import { failSignInInit } from './failSignInInit.js'
import { getSignInAccount } from './getSignInAccount.js'
import { isSessionFor } from './isSessionFor.js'

/**
 * Keeps the sign-in state of the connected account: whenever the account or its network
 * changes (connect, reload, the wallet switching), its sessions are read; with none,
 * SIWXSignMessage opens (SPEC section 4). Sessions that cannot be read end the connection
 * (see failSignInInit). Accounts on unsupported networks, and namespaces whose adapter cannot
 * write sign-in messages, are left alone. Returns the unsubscribe.
 */
export function watchSignIn(kit: Kit, siwx: SiwxConfig): () => void {
  const state = getSignInStore(kit)
  let run = 0
  async function check() {
    const account = getSignInAccount(kit)
    const key = account?.adapter?.capabilities.siwx ? account.key : undefined
    if (key === state.key) return
    const current = ++run
    if (!account || !key) {
      state.set({ status: 'idle' })
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
  void check()
  return kit.$account.listen(() => void check())
}
