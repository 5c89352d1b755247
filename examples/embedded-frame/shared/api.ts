import * as v from 'valibot'

/**
 * The frame server's JSON API, shared by the server (which parses every body with these) and
 * the frame page (which parses every answer): one definition, so the two never drift apart.
 */

/** the social providers PROTOCOL.md names */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

export const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.email(),
  v.maxLength(254),
)
export const OtpSchema = v.pipe(v.string(), v.regex(/^\d{6}$/, 'The code is 6 digits'))

export const UserSchema = v.object({
  id: v.string(),
  email: v.optional(v.string()),
  userName: v.optional(v.string()),
})
export type FrameUser = v.InferOutput<typeof UserSchema>

export const SessionSchema = v.object({ token: v.string(), user: UserSchema })

/** the frame instance's login binding: 32 random bytes, base64url (see server/binding.ts) */
export const BindingSchema = v.pipe(v.string(), v.regex(/^[\w-]{43}$/, 'Expected a login binding'))

export const EmailStartBodySchema = v.object({ email: EmailSchema, binding: BindingSchema })
export const EmailStartAnswerSchema = v.variant('action', [
  v.object({ action: v.literal('CONNECT'), user: UserSchema }),
  v.object({ action: v.literal('VERIFY_OTP'), loginId: v.string() }),
])

export const EmailVerifyBodySchema = v.object({
  loginId: v.string(),
  otp: OtpSchema,
  binding: BindingSchema,
})

export const SocialAuthorizeBodySchema = v.object({
  provider: v.picklist(SOCIAL_PROVIDERS),
  binding: BindingSchema,
})
export const SocialAuthorizeAnswerSchema = v.object({ uri: v.pipe(v.string(), v.url()) })
export const SocialConnectBodySchema = v.object({
  uri: v.pipe(v.string(), v.url()),
  binding: BindingSchema,
})

export const FarcasterStartBodySchema = v.object({ binding: BindingSchema })
export const FarcasterStartAnswerSchema = v.object({
  loginId: v.string(),
  url: v.pipe(v.string(), v.url(), v.startsWith('https://')),
})
export const FarcasterStatusBodySchema = v.object({ loginId: v.string(), binding: BindingSchema })
export const FarcasterStatusAnswerSchema = v.variant('state', [
  v.object({ state: v.literal('pending') }),
  v.object({ state: v.literal('completed'), token: v.string(), user: UserSchema }),
])

export const UpdateEmailBodySchema = v.object({ email: EmailSchema })
export const UpdateEmailAnswerSchema = v.object({
  action: v.picklist(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']),
})
export const OtpBodySchema = v.object({ otp: OtpSchema })
export const UpdateEmailDoneSchema = v.object({ newEmail: v.string(), user: UserSchema })

export const UserAnswerSchema = v.object({ user: UserSchema })
export const EmptySchema = v.object({})
export const ErrorAnswerSchema = v.object({ error: v.string() })

/** the header that names the host page the frame serves; the server checks its allowlist */
export const HOST_ORIGIN_HEADER = 'x-walletport-host-origin'

/**
 * A visitor's key backup, sealed in the frame (src/backup/keyBackup.ts): the server keeps it
 * and hands it back but holds nothing that opens it. `address` (public) names the EVM account
 * it restores, so a device's own fresh keys never overwrite the backup of another account.
 */
export const KeyBackupSchema = v.object({
  version: v.literal(1),
  kdf: v.literal('PBKDF2-SHA256'),
  // at least OWASP's 600,000 for PBKDF2-HMAC-SHA256; at most 10 million, so a forged blob
  // cannot make the frame hash for minutes
  iterations: v.pipe(v.number(), v.integer(), v.minValue(600_000), v.maxValue(10_000_000)),
  salt: v.pipe(v.string(), v.regex(/^[\w-]{22}$/)),
  iv: v.pipe(v.string(), v.regex(/^[\w-]{16}$/)),
  ciphertext: v.pipe(v.string(), v.regex(/^[\w-]{1,2048}$/)),
  address: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/)),
})
export type KeyBackup = v.InferOutput<typeof KeyBackupSchema>
export const KeyBackupBodySchema = v.object({ backup: KeyBackupSchema })
export const KeyBackupAnswerSchema = v.object({ backup: v.nullable(KeyBackupSchema) })
