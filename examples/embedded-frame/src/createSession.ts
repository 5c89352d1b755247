import type { FrameUser } from '../shared/api.js'
import { FrameRequestError } from './FrameRequestError.js'
import { loadOrCreateKeys, readStoredKeys, replaceKeys, type UserKeys } from './keys.js'

const TOKEN_KEY = 'walletport-frame:session'

export type Session = ReturnType<typeof createSession>

/**
 * Who is signed in: the server's bearer token, kept in this origin's storage beside the keys,
 * the user and their keys. `storage` is undefined where the browser denies the frame its
 * storage (third-party site data blocked): then nobody can sign in, since keys made then
 * would be lost on the next load.
 */
export function createSession(storage: Storage | undefined) {
  let token = storage?.getItem(TOKEN_KEY) ?? undefined
  let user: FrameUser | undefined
  let keys: UserKeys | undefined

  function requireStorage(): Storage {
    if (storage) return storage
    throw new FrameRequestError(
      `This browser blocks storage for the wallet frame (${location.origin}), so it cannot keep keys: allow its site data (third-party cookies) and reload`,
    )
  }
  function setUser(next: FrameUser) {
    keys = loadOrCreateKeys(requireStorage(), next.id)
    user = next
  }

  return {
    getToken: () => token,
    getUser: () => user,
    getKeys: () => keys,
    /** throws when keys could not be kept: checked before any sign-in starts */
    requireStorage,
    setUser,
    signIn(next: { token: string; user: FrameUser }) {
      requireStorage().setItem(TOKEN_KEY, next.token)
      token = next.token
      setUser(next.user)
    },
    /** the signed-in user's secret keys as stored (hex), for export and backup */
    readSecrets() {
      return user ? readStoredKeys(requireStorage(), user.id) : undefined
    },
    /** the keys a backup restored, in place of this device's own */
    restoreKeys(secrets: { evm: string; solana: string }) {
      if (!user) throw new FrameRequestError('Not signed in')
      keys = replaceKeys(requireStorage(), user.id, secrets)
      return keys
    },
    /** forgets the session; the user's keys stay, for their next sign-in */
    clear() {
      token = undefined
      user = undefined
      keys = undefined
      storage?.removeItem(TOKEN_KEY)
    },
  }
}
