import { readFileSync } from 'node:fs'
import { verifySiwxMessage } from '@walletport/adapters-evm/siwx'
import * as v from 'valibot'
import type { SocialProvider } from '../../shared/api.js'
import type { StartEmbeddedFrameParameters } from '../../start.js'
import { createIdRegistryLookup } from '../farcaster/lookupFid.js'
import type { LoginLimitPolicy } from '../loginLimits.js'
import type { SmtpSettings } from '../smtpMailer.js'
import type { SocialClientConfig } from '../socialLogin.js'
import { FrameConfigError } from './FrameConfigError.js'

type Env = Readonly<Record<string, string | undefined>>

/** what serve.ts starts: the frame's parameters, and SMTP (absent only with the dev inbox) */
export type EnvConfig = Omit<StartEmbeddedFrameParameters, 'mailer'> & {
  smtp: SmtpSettings | undefined
}

const Count = v.pipe(v.number(), v.integer(), v.minValue(1))
// every key optional, no other key: a misspelt setting is an error, not ignored
const LimitsSchema = v.strictObject({
  sendCooldownMs: v.optional(Count),
  sendsPerEmailPerHour: v.optional(Count),
  sendsPerAddressPerHour: v.optional(Count),
  wrongPerEmail: v.optional(Count),
  wrongPerAddress: v.optional(Count),
  lockoutMs: v.optional(Count),
  maxLockoutMs: v.optional(Count),
}) satisfies v.GenericSchema<unknown, Partial<LoginLimitPolicy>>

function required(env: Env, name: string): string {
  const value = env[name]?.trim()
  if (!value) throw new FrameConfigError(name, 'is required')
  return value
}
function origin(name: string, value: string, httpsOnly: boolean): string {
  if (!URL.canParse(value)) throw new FrameConfigError(name, `"${value}" is not a URL`)
  const url = new URL(value)
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1'
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && (local || !httpsOnly)))
    throw new FrameConfigError(name, `"${value}" must be https (http only on localhost)`)
  return url.origin
}
function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim()
  if (!raw) return fallback
  if (!/^\d+$/.test(raw)) throw new FrameConfigError(name, `"${raw}" is not a whole number`)
  return Number(raw)
}
const flag = (env: Env, name: string) => ['1', 'true', 'yes'].includes(env[name]?.trim() ?? '')

/** `1=https://rpc.example,8453=https://…` → { 1: 'https://rpc.example', 8453: '…' } */
function rpcMap(env: Env, name: string, key: RegExp): Record<string, string> {
  const raw = env[name]?.trim()
  if (!raw) return {}
  return Object.fromEntries(
    raw.split(',').map((pair) => {
      const index = pair.indexOf('=')
      const id = pair.slice(0, index).trim()
      const url = pair.slice(index + 1).trim()
      if (index < 1 || !key.test(id) || !URL.canParse(url))
        throw new FrameConfigError(name, `"${pair}" is not <chain>=<RPC URL>`)
      return [id, url]
    }),
  )
}

function socialProviders(env: Env) {
  const providers: Partial<Record<SocialProvider, SocialClientConfig>> = {}
  for (const preset of ['google', 'github', 'discord', 'x', 'facebook'] as const) {
    const prefix = preset.toUpperCase()
    if (!env[`${prefix}_CLIENT_ID`]) continue
    providers[preset] = {
      preset,
      clientId: required(env, `${prefix}_CLIENT_ID`),
      clientSecret: required(env, `${prefix}_CLIENT_SECRET`),
    }
  }
  if (env.APPLE_CLIENT_ID) {
    const keyFile = required(env, 'APPLE_PRIVATE_KEY_FILE')
    let privateKeyPem: string
    try {
      privateKeyPem = readFileSync(keyFile, 'utf8')
    } catch (error) {
      throw new FrameConfigError('APPLE_PRIVATE_KEY_FILE', `cannot be read (${String(error)})`)
    }
    providers.apple = {
      preset: 'apple',
      clientId: required(env, 'APPLE_CLIENT_ID'),
      teamId: required(env, 'APPLE_TEAM_ID'),
      keyId: required(env, 'APPLE_KEY_ID'),
      privateKeyPem,
    }
  }
  return providers
}

function smtp(env: Env): SmtpSettings | undefined {
  if (!env.SMTP_HOST) {
    // the dev inbox shows every code to anyone who opens /inbox: never by accident
    if (flag(env, 'FRAME_DEV_INBOX')) return undefined
    throw new FrameConfigError('SMTP_HOST', 'is required (or FRAME_DEV_INBOX=1 for a local demo)')
  }
  return {
    host: required(env, 'SMTP_HOST'),
    port: integer(env, 'SMTP_PORT', 587),
    secure: flag(env, 'SMTP_SECURE') || undefined,
    requireTls: env.SMTP_REQUIRE_TLS === undefined ? true : flag(env, 'SMTP_REQUIRE_TLS'),
    user: env.SMTP_USER,
    password: env.SMTP_PASSWORD,
    from: required(env, 'SMTP_FROM'),
  }
}

function loginLimits(env: Env): Partial<LoginLimitPolicy> | undefined {
  const raw = env.FRAME_LOGIN_LIMITS?.trim()
  if (!raw) return undefined
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    throw new FrameConfigError('FRAME_LOGIN_LIMITS', 'is not JSON')
  }
  const parsed = v.safeParse(LimitsSchema, json)
  if (!parsed.success) throw new FrameConfigError('FRAME_LOGIN_LIMITS', parsed.issues[0].message)
  return parsed.output
}

/** Docs: /examples/embedded-frame/DEPLOY. The frame server's settings from the environment. */
export function readEnvConfig(env: Env): EnvConfig {
  const publicOrigin = origin('FRAME_PUBLIC_ORIGIN', required(env, 'FRAME_PUBLIC_ORIGIN'), true)
  const allowedOrigins = required(env, 'FRAME_ALLOWED_ORIGINS')
    .split(',')
    .map((entry) => origin('FRAME_ALLOWED_ORIGINS', entry.trim(), true))
  const eip155 = rpcMap(env, 'FRAME_RPC_EIP155', /^\d+$/)
  if (Object.keys(eip155).length === 0)
    throw new FrameConfigError('FRAME_RPC_EIP155', 'is required: at least one <chain id>=<RPC URL>')
  const relayUrl = env.FARCASTER_RELAY_URL?.trim()
  const limits = loginLimits(env)
  return {
    publicOrigin,
    allowedOrigins,
    rpcUrls: { eip155, solana: rpcMap(env, 'FRAME_RPC_SOLANA', /^\w{32}$/) },
    port: integer(env, 'FRAME_PORT', 8080),
    listenHost: env.FRAME_LISTEN_HOST?.trim() || '127.0.0.1',
    store: {
      file: env.FRAME_STORE_FILE?.trim() || './frame-data/frame.sqlite',
      flushDelayMs: integer(env, 'FRAME_STORE_FLUSH_MS', 0),
    },
    trustProxy: flag(env, 'FRAME_TRUST_PROXY'),
    // never the local test provider: only the providers the site registered
    socialProviders: socialProviders(env),
    ...(relayUrl && {
      farcaster: {
        relayUrl: origin('FARCASTER_RELAY_URL', relayUrl, true),
        lookupFid: createIdRegistryLookup(required(env, 'FARCASTER_OPTIMISM_RPC_URL')),
        verifySiwxMessage,
      },
    }),
    ...(limits && { loginLimits: limits }),
    ...(env.FRAME_BUILT_DIR?.trim() ? { builtDir: env.FRAME_BUILT_DIR.trim() } : {}),
    smtp: smtp(env),
  }
}
