import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { FrameUser } from '../shared/api.js'
import { FrameServerError } from './FrameServerError.js'
import type { FrameStore } from './store/FrameStore.js'

export type UserStore = ReturnType<typeof createUserStore>

/**
 * Users, their login identities and their sessions, in the frame's store. A session is kept
 * as the sha-256 of its token: the token itself is only in the frame's storage, so a copy of
 * the store signs no one in.
 */
export function createUserStore({
  store,
  sessionTtlMs,
  now,
}: {
  store: FrameStore
  sessionTtlMs: number
  now: () => number
}) {
  const { users, identities, sessions } = store

  const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

  function findOrCreate(identity: string, fields: Omit<FrameUser, 'id'>): FrameUser {
    const existing = identities.get(identity)
    const user = existing ? users.get(existing) : undefined
    if (user) {
      // a social login refreshes the name the provider gives
      const updated = { ...user, ...(fields.userName ? { userName: fields.userName } : {}) }
      users.set(user.id, updated)
      return updated
    }
    const created: FrameUser = { id: randomUUID(), ...fields }
    users.set(created.id, created)
    identities.set(identity, created.id)
    return created
  }

  return {
    findOrCreateByEmail: (email: string) => findOrCreate(`email:${email}`, { email }),
    findOrCreateBySocial: (issuer: string, subject: string, fields: Omit<FrameUser, 'id'>) =>
      findOrCreate(`oidc:${issuer}#${subject}`, fields),
    findOrCreateByFarcaster: (fid: number, fields: Omit<FrameUser, 'id'>) =>
      findOrCreate(`farcaster:${fid}`, fields),
    /** an email that already signs in a user other than `userId` */
    isEmailTaken(email: string, userId: string) {
      const owner = identities.get(`email:${email}`)
      return owner !== undefined && owner !== userId
    },
    changeEmail(userId: string, newEmail: string): FrameUser {
      const user = users.get(userId)
      if (!user) throw new FrameServerError(401, 'Not signed in')
      if (user.email) identities.delete(`email:${user.email}`)
      identities.set(`email:${newEmail}`, userId)
      const updated = { ...user, email: newEmail }
      users.set(userId, updated)
      return updated
    },
    createSession(userId: string): string {
      // expired sessions are dropped here, so the store does not grow with every sign-in
      for (const [key, session] of sessions.entries())
        if (now() > session.expiresAt) sessions.delete(key)
      const token = randomBytes(32).toString('base64url')
      sessions.set(tokenHash(token), { userId, expiresAt: now() + sessionTtlMs })
      return token
    },
    /** the signed-in user of a bearer token, or undefined (unknown or expired) */
    readSession(token: string | undefined): FrameUser | undefined {
      if (!token) return undefined
      const key = tokenHash(token)
      const session = sessions.get(key)
      if (!session) return undefined
      if (now() > session.expiresAt) {
        sessions.delete(key)
        return undefined
      }
      return users.get(session.userId)
    },
    endSession(token: string) {
      sessions.delete(tokenHash(token))
    },
  }
}
