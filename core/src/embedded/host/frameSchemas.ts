import * as v from 'valibot'

/** The `channel` of every message of the protocol (PROTOCOL.md). */
export const FRAME_CHANNEL = 'walletport:embedded'

const hex = v.pipe(v.string(), v.startsWith('0x'))
const email = v.pipe(v.string(), v.email())
const otp = v.pipe(v.string(), v.regex(/^\d{6}$/, 'Expected 6 digits'))
const chainId = v.union([v.string(), v.number()])
const accountType = v.picklist(['eoa', 'smartAccount'])
const empty = v.object({})

// a theme variable's name ends up in a CSS custom property name (`--wp-<name>` or `--<name>`)
const themeVariables = v.record(
  v.pipe(v.string(), v.regex(/^(--)?[a-zA-Z0-9-]{1,64}$/, 'Expected a CSS variable name')),
  v.union([v.pipe(v.string(), v.maxLength(200)), v.pipe(v.number(), v.finite())]),
)

/**
 * The app's locale as a short BCP 47 tag (`de`, `pt-BR`, `zh-Hans-CN`): letters, digits and
 * hyphens only, so the frame can use it as a `lang` attribute and an Intl locale as it is.
 */
export const FrameLocaleSchema = v.pipe(
  v.string(),
  v.maxLength(35),
  v.regex(/^[a-zA-Z]{2,3}(?:-[a-zA-Z0-9]{2,8})*$/, 'Expected a BCP 47 language tag'),
)

/** the app's name for a request's network, and the native currency's price if the app has one */
export const RequestNetworkSchema = v.object({
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  price: v.optional(
    v.object({
      value: v.pipe(v.number(), v.finite(), v.minValue(0)),
      currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'Expected an ISO 4217 code')),
    }),
  ),
})
export type RequestNetwork = v.InferOutput<typeof RequestNetworkSchema>

/** social providers signed in through a redirect (farcaster has its own flow) */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const

/** every message: anything else is dropped */
export const FrameEnvelopeSchema = v.object({
  channel: v.literal(FRAME_CHANNEL),
  type: v.string(),
  id: v.optional(v.string()),
  payload: v.optional(v.unknown()),
})
export type FrameEnvelope = v.InferOutput<typeof FrameEnvelopeSchema>

/** an error reply's payload */
export const FrameErrorSchema = v.object({
  message: v.optional(v.string()),
  code: v.optional(v.pipe(v.number(), v.integer())),
})

export const FrameUserSchema = v.object({
  email: v.optional(email),
  address: v.pipe(v.string(), v.minLength(1)),
  chainId,
  userName: v.optional(v.string()),
  accounts: v.optional(v.array(v.object({ address: v.string(), type: accountType }))),
  preferredAccountType: v.optional(accountType),
  smartAccountDeployed: v.optional(v.boolean()),
})
export type FrameUser = v.InferOutput<typeof FrameUserSchema>

/** wallet_sendCalls params: every call's target and data start with 0x */
export const SendCallsParamsSchema = v.tuple([
  v.looseObject({
    calls: v.array(v.looseObject({ to: hex, data: v.optional(hex), value: v.optional(hex) })),
  }),
])

/** each request: its payload, its success payload, and whether it is a connect type */
export const FRAME_REQUESTS = {
  CONNECT_EMAIL: {
    request: v.object({ email }),
    success: v.object({ action: v.picklist(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
    connect: true,
  },
  CONNECT_DEVICE: { request: empty, success: empty, connect: true },
  CONNECT_OTP: { request: v.object({ otp }), success: empty, connect: true },
  GET_SOCIAL_REDIRECT_URI: {
    request: v.object({ provider: v.picklist(SOCIAL_PROVIDERS) }),
    success: v.object({ uri: v.pipe(v.string(), v.url(), v.regex(/^https?:/)) }),
    connect: false,
  },
  CONNECT_SOCIAL: {
    request: v.object({ uri: v.pipe(v.string(), v.url()) }),
    success: v.object({ userName: v.string(), email: v.optional(email) }),
    connect: true,
  },
  GET_FARCASTER_URI: {
    request: empty,
    // the host shows it as a link and a QR code: only http(s), never javascript: or data:
    success: v.object({ url: v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//i)) }),
    connect: false,
  },
  CONNECT_FARCASTER: {
    request: empty,
    success: v.object({ userName: v.string() }),
    connect: true,
  },
  GET_USER: {
    request: v.object({
      chainId: v.optional(chainId),
      preferredAccountType: v.optional(accountType),
    }),
    success: FrameUserSchema,
    connect: true,
  },
  IS_CONNECTED: {
    request: empty,
    success: v.object({ isConnected: v.boolean() }),
    connect: false,
  },
  GET_CHAIN_ID: { request: empty, success: v.object({ chainId }), connect: false },
  SWITCH_NETWORK: {
    request: v.object({ chainId }),
    success: v.object({ chainId }),
    connect: false,
  },
  RPC_REQUEST: {
    request: v.object({
      method: v.pipe(v.string(), v.minLength(1)),
      params: v.optional(v.unknown()),
      chainId,
      namespace: v.picklist(['eip155', 'solana']),
      network: v.optional(RequestNetworkSchema),
    }),
    success: v.object({ result: v.unknown() }),
    connect: false,
  },
  RPC_ABORT: { request: empty, success: empty, connect: false },
  SIGN_OUT: { request: empty, success: empty, connect: false },
  UPDATE_EMAIL: {
    request: v.object({ email }),
    success: v.object({ action: v.picklist(['VERIFY_PRIMARY_OTP', 'VERIFY_SECONDARY_OTP']) }),
    connect: false,
  },
  UPDATE_EMAIL_PRIMARY_OTP: { request: v.object({ otp }), success: empty, connect: false },
  UPDATE_EMAIL_SECONDARY_OTP: {
    request: v.object({ otp }),
    success: v.object({ newEmail: email }),
    connect: false,
  },
  SYNC_THEME: {
    request: v.object({
      themeMode: v.picklist(['light', 'dark']),
      themeVariables: v.optional(themeVariables),
    }),
    success: empty,
    connect: false,
  },
  SYNC_DAPP_DATA: {
    request: v.object({
      metadata: v.optional(v.looseObject({ name: v.string() })),
      sdkVersion: v.string(),
      sdkType: v.string(),
      projectId: v.optional(v.string()),
      // optional: a frame that predates it ignores it and stays in English
      locale: v.optional(FrameLocaleSchema),
    }),
    success: empty,
    connect: false,
  },
  SET_PREFERRED_ACCOUNT: {
    request: v.object({ type: accountType }),
    success: v.object({ type: accountType, address: v.string() }),
    connect: false,
  },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    request: empty,
    success: v.object({ smartAccountEnabledNetworks: v.array(v.number()) }),
    connect: false,
  },
  INIT_SMART_ACCOUNT: {
    request: empty,
    success: v.object({ address: v.string(), isDeployed: v.boolean() }),
    connect: false,
  },
  RELOAD: { request: empty, success: empty, connect: false },
} as const

export type FrameRequestType = keyof typeof FRAME_REQUESTS
export type FrameRequestPayload<T extends FrameRequestType> = v.InferInput<
  (typeof FRAME_REQUESTS)[T]['request']
>
export type FrameSuccessPayload<T extends FrameRequestType> = v.InferOutput<
  (typeof FRAME_REQUESTS)[T]['success']
>

/** events the frame (or its social callback page) sends on its own */
export const FrameEventSchema = v.variant('type', [
  v.object({ type: v.literal('READY') }),
  v.object({
    type: v.literal('FRAME_HEIGHT'),
    payload: v.object({ height: v.pipe(v.number(), v.minValue(0)) }),
  }),
  v.object({
    type: v.literal('SOCIAL_REDIRECT'),
    payload: v.object({ uri: v.pipe(v.string(), v.url()) }),
  }),
  v.object({ type: v.literal('ERROR'), payload: v.object({ message: v.string() }) }),
])
export type FrameEvent = v.InferOutput<typeof FrameEventSchema>
