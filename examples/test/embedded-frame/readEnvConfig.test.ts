import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { FrameConfigError } from '../../embedded-frame/server/config/FrameConfigError.js'
import { readEnvConfig } from '../../embedded-frame/server/config/readEnvConfig.js'
import { startEmbeddedFrame } from '../../embedded-frame/start.js'

const dir = mkdtempSync(join(tmpdir(), 'frame-env-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const BASE = {
  FRAME_PUBLIC_ORIGIN: 'https://wallet.example',
  FRAME_ALLOWED_ORIGINS: 'https://shop.example, https://app.example',
  FRAME_RPC_EIP155: '1=https://eth.rpc.example,8453=https://base.rpc.example',
  SMTP_HOST: 'smtp.example',
  SMTP_FROM: 'Wallet <no-reply@wallet.example>',
}

function failure(env: Record<string, string>): FrameConfigError {
  try {
    readEnvConfig(env)
  } catch (error) {
    if (error instanceof FrameConfigError) return error
    throw error
  }
  throw new Error('no error')
}

describe('readEnvConfig', () => {
  test('default: a full environment becomes the frame’s settings', () => {
    const keyFile = join(dir, 'apple.p8')
    writeFileSync(keyFile, '-----BEGIN PRIVATE KEY-----\nx\n-----END PRIVATE KEY-----\n')
    const config = readEnvConfig({
      ...BASE,
      GITHUB_CLIENT_ID: 'gh-id',
      GITHUB_CLIENT_SECRET: 'gh-secret',
      APPLE_CLIENT_ID: 'com.example.wallet',
      APPLE_TEAM_ID: 'TEAM123456',
      APPLE_KEY_ID: 'KEY1234567',
      APPLE_PRIVATE_KEY_FILE: keyFile,
      FARCASTER_RELAY_URL: 'https://relay.farcaster.xyz',
      FARCASTER_OPTIMISM_RPC_URL: 'https://op.rpc.example',
      FRAME_LOGIN_LIMITS: '{"wrongPerEmail":3}',
      FRAME_TRUST_PROXY: '1',
    })
    expect(config).toMatchObject({
      publicOrigin: 'https://wallet.example',
      allowedOrigins: ['https://shop.example', 'https://app.example'],
      rpcUrls: { eip155: { 1: 'https://eth.rpc.example', 8453: 'https://base.rpc.example' } },
      port: 8080,
      listenHost: '127.0.0.1',
      store: { file: './frame-data/frame.sqlite', flushDelayMs: 0 },
      trustProxy: true,
      loginLimits: { wrongPerEmail: 3 },
      smtp: { host: 'smtp.example', port: 587, requireTls: true },
      socialProviders: {
        github: { preset: 'github', clientId: 'gh-id', clientSecret: 'gh-secret' },
        apple: { preset: 'apple', teamId: 'TEAM123456', keyId: 'KEY1234567' },
      },
      farcaster: { relayUrl: 'https://relay.farcaster.xyz' },
    })
    expect(Object.keys(config.socialProviders ?? {})).toEqual(['github', 'apple'])
  })

  test.each([
    [{ FRAME_PUBLIC_ORIGIN: '' }, 'FRAME_PUBLIC_ORIGIN', /required/],
    [{ FRAME_PUBLIC_ORIGIN: 'http://wallet.example' }, 'FRAME_PUBLIC_ORIGIN', /must be https/],
    [{ FRAME_ALLOWED_ORIGINS: 'https://a.example,nope' }, 'FRAME_ALLOWED_ORIGINS', /not a URL/],
    [{ FRAME_RPC_EIP155: 'mainnet=https://x' }, 'FRAME_RPC_EIP155', /<chain>=<RPC URL>/],
    [{ SMTP_HOST: '' }, 'SMTP_HOST', /FRAME_DEV_INBOX=1/],
    [{ GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_SECRET', /required/],
    [{ FRAME_LOGIN_LIMITS: '{"wrongPerEmai":3}' }, 'FRAME_LOGIN_LIMITS', /./],
    [{ FRAME_PORT: '80a' }, 'FRAME_PORT', /not a whole number/],
    [{ FARCASTER_RELAY_URL: 'https://relay.example' }, 'FARCASTER_OPTIMISM_RPC_URL', /required/],
  ])('error: %o names the variable', (change, variable, reason) => {
    const error = failure({ ...BASE, ...change })
    expect(error.variable).toBe(variable)
    expect(error.shortMessage).toMatch(reason)
  })

  test('behavior: the dev inbox only when asked for; the frame starts from the settings', async () => {
    const { smtp, ...config } = readEnvConfig({
      ...BASE,
      SMTP_HOST: '',
      FRAME_DEV_INBOX: '1',
      FRAME_PUBLIC_ORIGIN: 'http://localhost:8080',
      FRAME_ALLOWED_ORIGINS: 'http://127.0.0.1:4455',
      FRAME_STORE_FILE: join(dir, 'frame.sqlite'),
      FRAME_PORT: '0',
    })
    expect(smtp).toBeUndefined()
    const frame = await startEmbeddedFrame(config)
    try {
      expect(frame.origin).toBe('http://localhost:8080')
      expect(frame.oidcIssuer).toBeUndefined()
      expect(frame.inboxUrl).toBe('http://localhost:8080/inbox')
    } finally {
      await frame.close()
    }
  })
})
