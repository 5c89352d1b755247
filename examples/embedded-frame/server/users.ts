import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { FrameUser } from '../shared/api.js'
import { FrameServerError } from './FrameServerError.js'

export type UserStore = ReturnType<typeof createUserStore>

/**
 * Users and their sessions, in memory: a reference server keeps no database, so a restart
 * signs everyone out (the keys live in the browser, so addresses survive a restart).
 */
export function createUserStore({
  sessionTtlMs,
  now,
}: {
  sessionTtlMs: number
  now: () => number
}) {
  const users = new Map<string, FrameUser>()
  // login identity (an email, or a social issuer and subject) → user id
  const identities = new Map<string, string>()
  // sha-256 of the session token → session; the token itself is only in the frame's storage
  const sessions = new Map<string, { userId: string; expiresAt: number }>()

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
