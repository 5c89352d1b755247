import { verifySiwxMessage } from '@walletport/adapters-evm/siwx'
import type { Page } from 'playwright-core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type EmbeddedFrame, startEmbeddedFrame } from '../../embedded-frame/start.js'
import { startFakeFarcasterRelay } from './fakeFarcasterRelay.js'
import { startHostPage } from './hostPage.js'
import { launchWithFrameStorage } from './launchWithFrameStorage.js'

// the replies' payloads are read loosely here and checked by the assertions
// biome-ignore lint/suspicious/noExplicitAny: test-side view of postMessage data
type Reply = { type: string; payload?: any }
type HostWindow = {
  request(type: string, payload?: unknown): Promise<Reply>
  messages: Reply[]
  pending?: Promise<Reply>
}

const custody = privateKeyToAccount(generatePrivateKey())
let relay: Awaited<ReturnType<typeof startFakeFarcasterRelay>>
let host: Awaited<ReturnType<typeof startHostPage>>
let frame: EmbeddedFrame
let withStorage: Awaited<ReturnType<typeof launchWithFrameStorage>>
let page: Page

const request = (type: string, payload: unknown = {}) =>
  page.evaluate(
    ([t, p]) => (window as unknown as HostWindow).request(t as string, p),
    [type, payload],
  )

beforeAll(async () => {
  ;[relay, host] = await Promise.all([startFakeFarcasterRelay(), startHostPage()])
  frame = await startEmbeddedFrame({
    allowedOrigins: [host.origin],
    rpcUrls: { eip155: { 31337: 'http://127.0.0.1:1' } },
    socialProviders: {},
    farcaster: {
      relayUrl: relay.url,
      lookupFid: async (address) => (address === custody.address ? 777n : 0n),
      verifySiwxMessage,
    },
  })
  withStorage = await launchWithFrameStorage()
  page = await withStorage.context.newPage()
  // the frame's page is built on its first request: on a busy machine that outlasts 15 s
  await page.goto(host.pageUrl(frame.url), { timeout: 60_000 })
  await page.waitForFunction(() =>
    (window as unknown as HostWindow).messages.some((m) => m.type === 'READY'),
  )
}, 90_000)

afterAll(async () => {
  await withStorage?.close()
  await Promise.all([frame?.close(), host?.close(), relay?.close()])
})

test('default: GET_FARCASTER_URI, the app signs, CONNECT_FARCASTER signs the frame in', async () => {
  const uri = await request('GET_FARCASTER_URI')
  expect(uri.type).toBe('GET_FARCASTER_URI_SUCCESS')
  const url = new URL(uri.payload.url)
  expect(url.protocol).toBe('https:')
  // the frame polls while the user's Farcaster app has not signed yet
  await page.evaluate(() => {
    const w = window as unknown as HostWindow
    w.pending = w.request('CONNECT_FARCASTER', {})
  })
  await relay.complete(url.searchParams.get('channelToken') ?? '', {
    custody,
    fid: 777,
    username: 'farcaster-user',
  })
  const connected = await page.evaluate(() => (window as unknown as HostWindow).pending)
  expect(connected).toMatchObject({
    type: 'CONNECT_FARCASTER_SUCCESS',
    payload: { userName: 'farcaster-user' },
  })
  const user = await request('GET_USER', { chainId: 31337 })
  expect(user).toMatchObject({ type: 'GET_USER_SUCCESS', payload: { userName: 'farcaster-user' } })
  // the wallet is the frame's own key, not the Farcaster custody address
  expect(user.payload.address).not.toBe(custody.address)
}, 60_000)
