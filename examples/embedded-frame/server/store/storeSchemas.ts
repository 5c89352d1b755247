import * as v from 'valibot'
import { KeyBackupSchema, SOCIAL_PROVIDERS, UserSchema } from '../../shared/api.js'

/** a one-time code as the server keeps it: the sha-256 of the code (hex), never the code */
const CodeSchema = v.object({
  codeHash: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  expiresAt: v.number(),
  attemptsLeft: v.pipe(v.number(), v.integer()),
})
/** the sha-256 (hex) of a frame instance's login binding (see ../binding.ts) */
const BindingHashSchema = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/))

/**
 * Every table of the frame's store and the shape of its values. Each value is checked with its
 * schema when it is read back, so a damaged or hand-edited record is an error, not a wrong
 * answer.
 */
export const STORE_TABLES = {
  users: UserSchema,
  /** a login identity (`email:…`, `oidc:<issuer>#<sub>`, `farcaster:<fid>`) → user id */
  identities: v.string(),
  /** sha-256 of a session token → its user and expiry */
  sessions: v.object({ userId: v.string(), expiresAt: v.number() }),
  /** user id → the user's sealed key backup */
  backups: KeyBackupSchema,
  /** `email:…` / `address:…` → when codes were sent in the last hour */
  sends: v.array(v.number()),
  /** `email:…` / `address:…` / `user:…` → wrong codes, lockouts so far and the lock's end */
  strikes: v.object({ wrong: v.number(), lockouts: v.number(), lockedUntil: v.number() }),
  /** login id → the code mailed for an email login */
  emailLogins: v.object({ ...CodeSchema.entries, email: v.string(), binding: BindingHashSchema }),
  /** user id → the code of an email change under way */
  emailChanges: v.object({
    ...CodeSchema.entries,
    newEmail: v.string(),
    stage: v.picklist(['primary', 'secondary']),
  }),
  /** OAuth `state` → the login it began: PKCE verifier, nonce, host origin, binding */
  socialLogins: v.object({
    provider: v.picklist(SOCIAL_PROVIDERS),
    hostOrigin: v.string(),
    nonce: v.string(),
    verifier: v.string(),
    binding: BindingHashSchema,
    expiresAt: v.number(),
  }),
  /** Farcaster login id → the relay channel and the sign-in it began */
  farcasterLogins: v.object({
    channelToken: v.string(),
    hostOrigin: v.string(),
    nonce: v.string(),
    binding: BindingHashSchema,
    expiresAt: v.number(),
  }),
} as const

export type StoreTableName = keyof typeof STORE_TABLES
export type StoreValue<T extends StoreTableName> = v.InferOutput<(typeof STORE_TABLES)[T]>
export type CodeRecord = v.InferOutput<typeof CodeSchema>
