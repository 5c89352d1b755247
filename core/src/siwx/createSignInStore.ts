import { atom, batch, type ReadableAtom, readonlyType } from 'nanostores'
import type { Kit } from '../kit/types.js'
import { derive } from '../stores/derive.js'
import type { SiwxSession } from '../types/siwx.js'
import { isCloseBlocked } from './isCloseBlocked.js'

/**
 * Where sign-in stands for the connected account:
 * - `disabled`: the kit has no `siwx` option;
 * - `idle`: no connected account it applies to (none, an unsupported network, or an adapter
 *   that cannot write sign-in messages);
 * - `checking`: the account's sessions are being read;
 * - `unsigned`: the account has no session;
 * - `signing`: the message is being built, signed and verified;
 * - `signed`: the account has a session.
 */
export type SignInStatus = 'disabled' | 'idle' | 'checking' | 'unsigned' | 'signing' | 'signed'

/** Where sign-in stands now (`getSignInState`, `watchSignInState`, `$signInState`). */
export type SignInState = Readonly<{
  status: SignInStatus
  /** the connected account's session, when it has one */
  session: SiwxSession | undefined
  /** true while sessions are read or a sign-in runs: the UI shows 'Authenticating...' */
  loading: boolean
  /** false while the modal must stay open (see `$canClose` below) */
  canClose: boolean
}>

/** The sign-in stores core keeps, one per part of the state, and `$state` with all of them. */
export type SignInStores = {
  readonly $status: ReadableAtom<SignInStatus>
  /** the connected account's session, when it has one */
  readonly $session: ReadableAtom<SiwxSession | undefined>
  /** true while sessions are read or a sign-in runs: the UI shows 'Authenticating...' */
  readonly $loading: ReadableAtom<boolean>
  /**
   * false on SIWXSignMessage, ConnectingSiwe and ApproveTransaction while sign-in is required
   * and the connected account has no session: `close` then shakes the modal instead
   */
  readonly $canClose: ReadableAtom<boolean>
  /** the four above as one SignInState */
  readonly $state: ReadableAtom<SignInState>
}

/** The writable sign-in state core keeps in `kit._internal.signIn`. */
export type SignInStore = SignInStores & {
  /** the account the state is about, as `networkId:address`; undefined when idle or disabled */
  readonly key: string | undefined
  set(p: {
    status: SignInStatus
    session?: SiwxSession | undefined
    key?: string | undefined
  }): void
}

/** Sign-in state for one kit; `disabled` when the kit has no `siwx` option. */
export function createSignInStore(kit: Kit): SignInStore {
  const $status = atom<SignInStatus>(kit.options.siwx ? 'idle' : 'disabled')
  const $session = atom<SiwxSession | undefined>(undefined)
  let key: string | undefined
  const loading = () => $status.get() === 'checking' || $status.get() === 'signing'
  const state = (): SignInState => ({
    status: $status.get(),
    session: $session.get(),
    loading: loading(),
    canClose: !isCloseBlocked(kit),
  })
  return {
    $status: readonlyType($status),
    $session: readonlyType($session),
    $loading: derive([$status], loading),
    $canClose: derive([$status, kit.$view], () => !isCloseBlocked(kit)),
    $state: derive([$status, $session, kit.$view], state),
    get key() {
      return key
    },
    set({ status, session, key: next }) {
      key = next
      batch(() => {
        $session.set(session)
        $status.set(status)
      })
    },
  }
}

/** The kit's sign-in store, made on first use and the same object after. */
export function ensureSignInStore(kit: Kit): SignInStore {
  kit._internal.signIn ??= createSignInStore(kit)
  return kit._internal.signIn
}
