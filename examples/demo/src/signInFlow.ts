import { cancelSignIn, getSignInState, type Kit, replaceView, signIn } from '@walletport/core'
import type { SignInFlow } from '@walletport/react-ui'

/**
 * Docs: /examples/demo. react-ui's sign-in views call a SignInFlow; core runs sign-in itself
 * (the kit's `siwx` option, here `createLocalSiwx`), so this flow only forwards to core's
 * actions, reads core's sign-in state and shows ConnectingSiwe while the wallet signs. Core
 * opens SIWXSignMessage when the connected account has no session on its network.
 */
export function createSignInFlow(kit: Kit): SignInFlow {
  const { $status, $session } = getSignInState(kit)
  return {
    session: {
      get: () => $session.get() !== undefined,
      subscribe: (listener) => $session.listen(() => listener()),
    },
    needsSignIn: () => $status.get() === 'unsigned',
    async signIn() {
      // the wallet has the message now: ConnectingSiwe says so (core goes back to
      // SIWXSignMessage from there when the wallet declines)
      if (kit.$open.get()) replaceView(kit, { view: 'ConnectingSiwe' })
      await signIn(kit)
    },
    cancel: () => cancelSignIn(kit),
  }
}
