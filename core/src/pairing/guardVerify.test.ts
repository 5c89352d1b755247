import { UniversalProvider } from '@walletconnect/universal-provider'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { createPairingStorage } from './createPairingStorage.js'
import { guardVerify } from './guardVerify.js'
import { silentLogger, stayOffline, TEST_METADATA, testStorage } from './test/fixtures.js'

// WalletConnect's real Verify (core 2.25) in Node: there it attests nothing and answers at once
// (undefined), so the guard's own answer shows; the browser race itself runs in Chromium
// (examples/test/demoWalletConnect.oneclick.test.ts) and, step by step, with the stand-in below
let offline: ReturnType<typeof stayOffline>
let providers: InstanceType<typeof UniversalProvider>[] = []

beforeAll(() => {
  offline = stayOffline()
})

afterAll(async () => {
  for (const provider of providers) provider.client.core.heartbeat.stop()
  providers = []
  offline.restore()
  expect(offline.attempts).toEqual([])
})

async function realVerify(name: string) {
  // no topic yet, so no relay connection is made
  const provider = await UniversalProvider.init({
    relayUrl: 'ws://127.0.0.1:9',
    metadata: { ...TEST_METADATA, icons: [...TEST_METADATA.icons] },
    storage: createPairingStorage(testStorage(), { log: silentLogger }),
    customStoragePrefix: name,
    telemetryEnabled: false,
    logger: 'silent',
  })
  providers.push(provider)
  return provider.client.core.verify
}

const register = (verify: object) =>
  (verify as { register(p: unknown): Promise<unknown> }).register({ id: 'a', decryptedId: 'b' })

describe('guardVerify on WalletConnect 2.25', () => {
  test('default: without a project id no attestation is asked for', async () => {
    const verify = await realVerify('guard-verify-none')
    expect(guardVerify(verify, { projectId: undefined, log: silentLogger })).toBe(true)
    expect(await register(verify)).toBe('')
  })

  test('behavior: with a project id the library attests as before, and a second guard is a no-op', async () => {
    const verify = await realVerify('guard-verify-project')
    expect(guardVerify(verify, { projectId: 'abc', log: silentLogger })).toBe(true)
    const guarded = verify.register
    expect(guardVerify(verify, { projectId: 'abc', log: silentLogger })).toBe(true)
    expect(verify.register).toBe(guarded)
    expect(await register(verify)).toBeUndefined()
  })

  test.each([null, 'verify', {}, { register: () => Promise.resolve('') }])(
    'behavior: another shape (%j) is left alone',
    (shape) => {
      expect(guardVerify(shape, { projectId: 'abc', log: silentLogger })).toBe(false)
    },
  )
})

/**
 * Core 2.25's register, as it waits in a browser whose attestation frame never answers: one
 * abort controller for the client, replaced by each call, and a timer that aborts whichever is
 * current when it fires. Each call listens on the controller it made.
 */
class SharedControllerVerify {
  abortController = new AbortController()
  async register(_params: unknown): Promise<string> {
    this.abortController = new AbortController()
    setTimeout(() => this.abortController.abort(), 5_000)
    const { signal } = this.abortController
    await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()))
    return ''
  }
}

describe('guardVerify with two attestations at once', () => {
  test('behavior: unguarded the first never ends; guarded both end within five seconds', async () => {
    vi.useFakeTimers()
    try {
      const ended: string[] = []
      const bare = new SharedControllerVerify()
      void bare.register(1).then(() => ended.push('bare 1'))
      void bare.register(2).then(() => ended.push('bare 2'))
      const guarded = new SharedControllerVerify()
      expect(guardVerify(guarded, { projectId: 'abc', log: silentLogger })).toBe(true)
      void guarded.register(1).then(() => ended.push('guarded 1'))
      void guarded.register(2).then(() => ended.push('guarded 2'))
      await vi.advanceTimersByTimeAsync(60_000)
      expect(ended.sort()).toEqual(['bare 2', 'guarded 1', 'guarded 2'])
    } finally {
      vi.useRealTimers()
    }
  })
})
