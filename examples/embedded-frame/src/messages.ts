import * as v from 'valibot'
import { EmailSchema, OtpSchema, SOCIAL_PROVIDERS } from '../shared/api.js'

/** PROTOCOL.md's channel: anything else on the window's message event is not ours */
export const CHANNEL = 'walletport:embedded'

const Empty = v.optional(v.object({}), {})
const ChainIdSchema = v.union([
  v.pipe(v.number(), v.integer(), v.minValue(1)),
  v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
])
const AccountTypeSchema = v.picklist(['eoa', 'smartAccount'])

/** the app's name for the request's network and its coin's price: both the site's claim */
export const RequestNetworkSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64)),
  price: v.optional(
    v.object({
      value: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1e12)),
      currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
    }),
  ),
})
export type RequestNetwork = v.InferOutput<typeof RequestNetworkSchema>

// the modal's variable names (`accent` or `--wp-accent`), each set as a CSS custom property
const ThemeVariablesSchema = v.pipe(
  v.record(
    v.pipe(v.string(), v.regex(/^(--)?[a-zA-Z0-9-]{1,64}$/)),
    v.union([v.pipe(v.string(), v.maxLength(200)), v.pipe(v.number(), v.finite())]),
  ),
  v.check((variables) => Object.keys(variables).length <= 100, 'Too many theme variables'),
)

/** Every request type of PROTOCOL.md with the schema of its payload. */
export const REQUEST_PAYLOADS = {
  CONNECT_EMAIL: v.object({ email: EmailSchema }),
  CONNECT_DEVICE: Empty,
  CONNECT_OTP: v.object({ otp: OtpSchema }),
  GET_SOCIAL_REDIRECT_URI: v.object({ provider: v.picklist(SOCIAL_PROVIDERS) }),
  CONNECT_SOCIAL: v.object({ uri: v.pipe(v.string(), v.url()) }),
  GET_FARCASTER_URI: Empty,
  CONNECT_FARCASTER: Empty,
  GET_USER: v.optional(
    v.object({
      chainId: v.optional(ChainIdSchema),
      preferredAccountType: v.optional(AccountTypeSchema),
    }),
    {},
  ),
  IS_CONNECTED: Empty,
  GET_CHAIN_ID: Empty,
  SWITCH_NETWORK: v.object({ chainId: ChainIdSchema }),
  RPC_REQUEST: v.object({
    method: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    params: v.optional(v.unknown()),
    chainId: ChainIdSchema,
    namespace: v.picklist(['eip155', 'solana']),
    network: v.optional(RequestNetworkSchema),
  }),
  RPC_ABORT: Empty,
  SIGN_OUT: Empty,
  UPDATE_EMAIL: v.object({ email: EmailSchema }),
  UPDATE_EMAIL_PRIMARY_OTP: v.object({ otp: OtpSchema }),
  UPDATE_EMAIL_SECONDARY_OTP: v.object({ otp: OtpSchema }),
  SYNC_THEME: v.object({
    themeMode: v.picklist(['light', 'dark']),
    themeVariables: v.optional(ThemeVariablesSchema),
  }),
  SYNC_DAPP_DATA: v.object({
    metadata: v.optional(
      v.object({
        name: v.optional(v.string()),
        description: v.optional(v.string()),
        url: v.optional(v.string()),
        icons: v.optional(v.array(v.string())),
      }),
    ),
    sdkVersion: v.string(),
    sdkType: v.string(),
    projectId: v.optional(v.string()),
    // the app's locale (a BCP 47 tag); an unknown one, or none, is English
    locale: v.optional(v.pipe(v.string(), v.maxLength(64))),
  }),
  SET_PREFERRED_ACCOUNT: v.object({ type: AccountTypeSchema }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: Empty,
  INIT_SMART_ACCOUNT: Empty,
  RELOAD: Empty,
} as const

export type RequestType = keyof typeof REQUEST_PAYLOADS
export type RequestPayload<T extends RequestType> = v.InferOutput<(typeof REQUEST_PAYLOADS)[T]>

const REQUEST_TYPES = Object.keys(REQUEST_PAYLOADS) as [RequestType, ...RequestType[]]

export const EnvelopeSchema = v.object({
  channel: v.literal(CHANNEL),
  type: v.picklist(REQUEST_TYPES),
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  payload: v.optional(v.unknown()),
})

/** A message from the host, checked: the request, or why it is dropped. */
export function parseRequest(
  data: unknown,
): { ok: true; type: RequestType; id: string; payload: unknown } | { ok: false; reason: string } {
  const envelope = v.safeParse(EnvelopeSchema, data)
  if (!envelope.success) return { ok: false, reason: describe(envelope.issues) }
  const { type, id } = envelope.output
  const payload = v.safeParse(REQUEST_PAYLOADS[type], envelope.output.payload)
  if (!payload.success) return { ok: false, reason: `${type}: ${describe(payload.issues)}` }
  return { ok: true, type, id, payload: payload.output }
}

function describe(issues: readonly v.BaseIssue<unknown>[]): string {
  const [issue] = issues
  const path = issue?.path?.map((item) => String(item.key)).join('.')
  return `${path ? `${path}: ` : ''}${issue?.message ?? 'invalid'}`
}
