import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core'
import { parseEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type EmbeddedFrame, startEmbeddedFrame } from '../../embedded-frame/start.js'
import { type AnvilNode, startAnvil } from '../../scripts/anvil.js'
import { launchChromium, openPage } from '../harness/browser.js'
import { RECIPIENT, readBalance, readReceiptStatus } from '../harness/chain.js'
import { findFrameA11yViolations } from './frameAxe.js'
import { startHostPage } from './hostPage.js'
import { launchWithFrameStorage } from './launchWithFrameStorage.js'
import { readInboxCode } from './readInboxCode.js'

// the replies' payloads are read loosely here and checked by the assertions
// biome-ignore lint/suspicious/noExplicitAny: test-side view of postMessage data
type Reply = { channel: string; type: string; id?: string; payload?: any }
type HostWindow = {
  request(type: string, payload?: unknown): Promise<Reply>
  post(message: unknown): void
  messages: Reply[]
  pending?: Promise<Reply>
}

const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

let anvil: AnvilNode
let frame: EmbeddedFrame
let host: Awaited<ReturnType<typeof startHostPage>>
let other: Awaited<ReturnType<typeof startHostPage>>
let browser: Browser
let withStorage: Awaited<ReturnType<typeof launchWithFrameStorage>>
let context: BrowserContext
let page: Page
const pageErrors: string[] = []
// moved forward past the server's 30 s resend cooldown when a test signs in twice
let serverClockAhead = 0

const request = (type: string, payload: unknown = {}) =>
  page.evaluate(
    ([t, p]) => (window as unknown as HostWindow).request(t as string, p),
    [type, payload],
  )
/** sends a request whose answer waits for the user; `settled()` gives the reply later */
const startRequest = (type: string, payload: unknown) =>
  page.evaluate(
    ([t, p]) => {
      const w = window as unknown as HostWindow
      w.pending = w.request(t as string, p)
    },
    [type, payload],
  )
const settled = () =>
  page.evaluate(() => (window as unknown as HostWindow).pending as Promise<Reply>)
const messagesOf = (type: string) =>
  page.evaluate((t) => (window as unknown as HostWindow).messages.filter((m) => m.type === t), type)
const waitForMessages = (type: string, count: number) =>
  page.waitForFunction(
    ([t, n]) =>
      (window as unknown as HostWindow).messages.filter((m) => m.type === t).length >=
      (n as number),
    [type, count] as const,
  )
const wallet = () => page.frameLocator('#frame')
function frameOf(p: Page): Frame {
  const found = p.frames().find((f) => f.url().startsWith(frame.origin))
  if (!found) throw new Error('the frame is not loaded')
  return found
}

const readCodeFromInbox = (email: string) => readInboxCode(context, frame.inboxUrl, email)

async function signInByEmail(email: string) {
  expect(await request('CONNECT_EMAIL', { email })).toMatchObject({
    type: 'CONNECT_EMAIL_SUCCESS',
    payload: { action: 'VERIFY_OTP' },
  })
  const code = await readCodeFromInbox(email)
  expect((await request('CONNECT_OTP', { otp: code })).type).toBe('CONNECT_OTP_SUCCESS')
}

beforeAll(async () => {
  ;[anvil, host, other, browser] = await Promise.all([
    startAnvil({ chainId: 31337 }),
    startHostPage(),
    startHostPage(),
    // the desktop browser, which blocks a frame's third-party storage; the headless shell does not
    launchChromium({ full: true }),
  ])
  frame = await startEmbeddedFrame({
    allowedOrigins: [host.origin],
    rpcUrls: { eip155: { 31337: anvil.rpcUrl } },
    now: () => Date.now() + serverClockAhead,
  })
  withStorage = await launchWithFrameStorage()
  context = withStorage.context
  page = await context.newPage()
  // axe reads colours as they are drawn: with motion on, Approve can be caught part-way
  // through its fade from disabled to enabled on a loaded machine
  await page.emulateMedia({ reducedMotion: 'reduce' })
  page.on('pageerror', (error) => pageErrors.push(error.message))
  // refused API calls (a wrong code) log "Failed to load resource": those are expected
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      pageErrors.push(message.text())
  })
  // the frame's page is built on its first request: on a busy machine that outlasts 15 s
  await page.goto(host.pageUrl(frame.url), { timeout: 60_000 })
  await waitForMessages('READY', 1)
}, 90_000)

afterAll(async () => {
  await withStorage?.close()
  await browser?.close()
  await Promise.all([frame?.close(), host?.close(), other?.close(), anvil?.stop()])
})

describe('reference frame in a browser', () => {
  let address: `0x${string}`

  test('default: READY, then email login with the code read from the dev inbox', async () => {
    expect(await request('IS_CONNECTED')).toMatchObject({ payload: { isConnected: false } })
    expect(await request('GET_USER')).toMatchObject({
      type: 'GET_USER_ERROR',
      payload: { message: 'Not signed in', code: 4100 },
    })
    expect(await request('CONNECT_EMAIL', { email: 'ada@example.test' })).toMatchObject({
      payload: { action: 'VERIFY_OTP' },
    })
    const code = await readCodeFromInbox('ada@example.test')
    const wrong = code === '000000' ? '111111' : '000000'
    expect(await request('CONNECT_OTP', { otp: wrong })).toMatchObject({
      type: 'CONNECT_OTP_ERROR',
      payload: { message: 'Invalid code (4 attempts left)' },
    })
    expect(await request('CONNECT_OTP', { otp: code })).toMatchObject({
      type: 'CONNECT_OTP_SUCCESS',
    })
    const user = await request('GET_USER', { chainId: 31337 })
    expect(user).toMatchObject({
      type: 'GET_USER_SUCCESS',
      payload: {
        email: 'ada@example.test',
        chainId: 31337,
        preferredAccountType: 'eoa',
        smartAccountDeployed: false,
      },
    })
    address = user.payload.address
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(user.payload.accounts).toEqual([{ address, type: 'eoa' }])
    expect(await request('IS_CONNECTED')).toMatchObject({ payload: { isConnected: true } })
    // the key stays in the frame: nothing the host heard carries it
    expect(JSON.stringify(await messagesOf('GET_USER_SUCCESS'))).not.toMatch(/[0-9a-f]{64}/i)
  })

  test('behavior: personal_sign approved with the keyboard, verified with viem', async () => {
    await request('SYNC_DAPP_DATA', {
      metadata: { name: 'Test Host', url: host.origin },
      sdkVersion: 'test',
      sdkType: 'walletport',
    })
    const heights = (await messagesOf('FRAME_HEIGHT')).length
    await startRequest('RPC_REQUEST', {
      method: 'personal_sign',
      params: ['0x48656c6c6f2c206672616d6521', address],
      chainId: 31337,
      namespace: 'eip155',
    })
    await expect.poll(() => wallet().getByRole('heading', { name: 'Sign message' }).count()).toBe(1)
    expect(await wallet().locator('pre').textContent()).toBe('Hello, frame!')
    // the checked host origin, and the site's own name only as its claim
    expect(await wallet().locator('.dapp strong').textContent()).toBe(host.origin)
    expect(await wallet().locator('.dapp').textContent()).toContain('“Test Host”, not verified')
    await waitForMessages('FRAME_HEIGHT', heights + 1)
    const inFrame = frameOf(page)
    expect(await findFrameA11yViolations(inFrame), 'axe on the approval screen').toEqual([])
    // Approve works only after the screen has been seen for a moment
    const approve = wallet().getByRole('button', { name: 'Approve' })
    await expect.poll(() => approve.isEnabled(), { timeout: 5_000 }).toBe(true)
    // keyboard only: Tab from the focused heading to Approve, then Enter
    for (let i = 0; i < 5; i++) {
      if ((await inFrame.evaluate(() => document.activeElement?.textContent)) === 'Approve') break
      await page.keyboard.press('Tab')
    }
    expect(await inFrame.evaluate(() => document.activeElement?.textContent)).toBe('Approve')
    await page.keyboard.press('Enter')
    const reply = await settled()
    expect(reply.type).toBe('RPC_REQUEST_SUCCESS')
    expect(
      await verifyMessage({ address, message: 'Hello, frame!', signature: reply.payload.result }),
    ).toBe(true)
  })

  test('behavior: a rejected personal_sign answers 4001', async () => {
    await startRequest('RPC_REQUEST', {
      method: 'personal_sign',
      params: ['0x6e6f', address],
      chainId: 31337,
      namespace: 'eip155',
    })
    await wallet().getByRole('button', { name: 'Reject' }).click()
    expect(await settled()).toMatchObject({
      type: 'RPC_REQUEST_ERROR',
      payload: { message: 'User rejected the request', code: 4001 },
    })
  })

  test('security: Approve is off when a request renders and for 800 ms; a click at once does nothing', async () => {
    // read inside the frame as the screen changes, so a slow machine cannot blur it: the
    // state in the same task as the render, and when the button turns on
    await frameOf(page).evaluate(() => {
      const log: { event: 'shown' | 'enabled'; at: number; disabled?: boolean }[] = []
      ;(window as unknown as { approveLog: typeof log }).approveLog = log
      new MutationObserver((records) => {
        for (const node of records.flatMap((r) => [...r.addedNodes]))
          for (const button of node instanceof Element
            ? node.querySelectorAll<HTMLButtonElement>('button.approve')
            : []) {
            log.push({ event: 'shown', at: performance.now(), disabled: button.disabled })
            // a click that lands the instant it renders (a double click, a faded-in frame)
            button.click()
            new MutationObserver(() => {
              if (!button.disabled) log.push({ event: 'enabled', at: performance.now() })
            }).observe(button, { attributes: true, attributeFilter: ['disabled'] })
          }
      }).observe(document.body, { childList: true, subtree: true })
    })
    const approveLog = () =>
      frameOf(page).evaluate(
        () =>
          (
            window as unknown as {
              approveLog: { event: string; at: number; disabled?: boolean }[]
            }
          ).approveLog,
      )
    // two requests at once: the second waits behind the first
    await page.evaluate((from) => {
      const w = window as unknown as HostWindow & { both?: Promise<Reply>[] }
      const sign = (hex: string) =>
        w.request('RPC_REQUEST', {
          method: 'personal_sign',
          params: [hex, from],
          chainId: 31337,
          namespace: 'eip155',
        })
      w.both = [sign('0x6f6e65'), sign('0x74776f')]
    }, address)
    const bothSettled = () =>
      page.evaluate(() => Promise.all((window as unknown as { both: Promise<Reply>[] }).both))
    /** the nth screen: its state when drawn, and when Approve first turned on after it */
    const screenOf = async (nth: number) => {
      const log = await approveLog()
      const starts = log.flatMap((entry, i) => (entry.event === 'shown' ? [i] : []))
      const start = starts[nth]
      if (start === undefined) return undefined
      const end = starts[nth + 1] ?? log.length
      const enabled = log.slice(start, end).find((entry) => entry.event === 'enabled')
      return enabled && { shown: log[start], after: enabled.at - (log[start]?.at ?? 0) }
    }
    await expect.poll(() => screenOf(0), { timeout: 10_000 }).toBeDefined()
    const shown = await screenOf(0)
    expect(shown?.shown).toMatchObject({ event: 'shown', disabled: true })
    expect(shown?.after).toBeGreaterThanOrEqual(800)
    // the instant click approved nothing: the first request is still on screen
    expect(await wallet().locator('pre').textContent()).toBe('one')
    await wallet().getByRole('button', { name: 'Approve' }).click()
    // the second takes its place, off again, and the click at its first instant did nothing
    await expect.poll(() => screenOf(1), { timeout: 10_000 }).toBeDefined()
    const next = await screenOf(1)
    expect(next?.shown).toMatchObject({ event: 'shown', disabled: true })
    expect(next?.after).toBeGreaterThanOrEqual(800)
    expect(await wallet().locator('pre').textContent()).toBe('two')
    await wallet().getByRole('button', { name: 'Reject' }).click()
    const [first, second] = await bothSettled()
    expect(first?.type).toBe('RPC_REQUEST_SUCCESS')
    expect(second).toMatchObject({ type: 'RPC_REQUEST_ERROR', payload: { code: 4001 } })
  })

  test('behavior: RPC_ABORT rejects the waiting request and clears the screen', async () => {
    await startRequest('RPC_REQUEST', {
      method: 'personal_sign',
      params: ['0x6e6f', address],
      chainId: 31337,
      namespace: 'eip155',
    })
    await wallet().getByRole('button', { name: 'Approve' }).waitFor()
    expect((await request('RPC_ABORT')).type).toBe('RPC_ABORT_SUCCESS')
    expect(await settled()).toMatchObject({ payload: { message: 'Request was aborted' } })
    expect(await wallet().getByRole('button', { name: 'Approve' }).count()).toBe(0)
  })

  test('behavior: eth_sendTransaction approved, signed in the frame, mined on anvil', async () => {
    await anvil.rpc('anvil_setBalance', [address, '0x56BC75E2D63100000'])
    // a safe read goes straight to the chain's node
    expect(
      await request('RPC_REQUEST', {
        method: 'eth_getBalance',
        params: [address, 'latest'],
        chainId: 31337,
        namespace: 'eip155',
      }),
    ).toMatchObject({ payload: { result: '0x56bc75e2d63100000' } })
    const before = await readBalance(anvil, RECIPIENT)
    await startRequest('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: address, to: RECIPIENT, value: '0xde0b6b3a7640000' }],
      chainId: 31337,
      namespace: 'eip155',
    })
    await expect.poll(() => wallet().locator('dd').allTextContents()).toContain('1 ETH')
    await wallet().getByRole('button', { name: 'Approve' }).click()
    const reply = await settled()
    expect(reply.type, JSON.stringify(reply.payload)).toBe('RPC_REQUEST_SUCCESS')
    expect(await readReceiptStatus(anvil, reply.payload.result)).toBe('success')
    expect((await readBalance(anvil, RECIPIENT)) - before).toBe(parseEther('1'))
  })

  test('behavior: a forged message from another origin and malformed ones are ignored', async () => {
    const forger = page.waitForEvent('popup')
    await page.evaluate((url) => window.open(url, 'forger'), other.forgeUrl)
    const popup = await forger
    await popup.waitForFunction(() => document.title === 'forged')
    await popup.close()
    await page.evaluate(() => {
      const w = window as unknown as HostWindow
      w.post('not an object')
      w.post({
        channel: 'walletport:embedded',
        type: 'CONNECT_OTP',
        id: 'bad-1',
        payload: { otp: '12' },
      })
      w.post({ channel: 'walletport:embedded', type: 'NO_SUCH_TYPE', id: 'bad-2', payload: {} })
      w.post({ channel: 'walletport:embedded', type: 'SIGN_OUT' })
      w.post({ channel: 'elsewhere', type: 'SIGN_OUT', id: 'bad-3', payload: {} })
    })
    // still signed in, no approval screen, and the frame still answers
    expect(await request('IS_CONNECTED')).toMatchObject({ payload: { isConnected: true } })
    expect(await wallet().getByRole('button', { name: 'Approve' }).count()).toBe(0)
    const ids = (await page.evaluate(() => (window as unknown as HostWindow).messages)).map(
      (m) => m.id,
    )
    expect(ids).not.toContain('forged-1')
    expect(ids.filter((id) => id?.startsWith('bad-'))).toEqual([])
    expect(pageErrors).toEqual([])
  })

  test('behavior: theme, dapp data, networks and account type', async () => {
    await request('SYNC_THEME', { themeMode: 'dark', themeVariables: { '--wp-accent': '#ff0066' } })
    const inFrame = frameOf(page)
    expect(await inFrame.evaluate(() => document.documentElement.dataset.theme)).toBe('dark')
    expect(
      await inFrame.evaluate(() => document.documentElement.style.getPropertyValue('--wp-accent')),
    ).toBe('#ff0066')
    expect(await request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toMatchObject({
      payload: { smartAccountEnabledNetworks: [] },
    })
    expect(await request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toMatchObject({
      payload: { type: 'eoa', address },
    })
    expect(await request('SWITCH_NETWORK', { chainId: 999 })).toMatchObject({
      type: 'SWITCH_NETWORK_ERROR',
      payload: { code: 4901 },
    })
    expect(await request('SWITCH_NETWORK', { chainId: SOLANA_DEVNET })).toMatchObject({
      payload: { chainId: SOLANA_DEVNET },
    })
    expect(await request('GET_CHAIN_ID')).toMatchObject({ payload: { chainId: SOLANA_DEVNET } })
    const solanaUser = await request('GET_USER')
    const pubkey = solanaUser.payload.address as string
    expect(pubkey).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    const message = new TextEncoder().encode('Hello, Solana')
    await startRequest('RPC_REQUEST', {
      method: 'solana_signMessage',
      params: { message: Buffer.from(message).toString('base64'), pubkey },
      chainId: SOLANA_DEVNET,
      namespace: 'solana',
    })
    await wallet().getByRole('button', { name: 'Approve' }).click()
    const signed = await settled()
    expect(
      ed25519.verify(
        base58.decode(signed.payload.result.signature),
        message,
        base58.decode(pubkey),
      ),
    ).toBe(true)
    await request('SWITCH_NETWORK', { chainId: 31337 })
    await request('SYNC_THEME', { themeMode: 'light' })
  })

  test('behavior: reload while signed in restores the user; sign out, then reload, restores nothing', async () => {
    expect((await request('RELOAD')).type).toBe('RELOAD_SUCCESS')
    await waitForMessages('READY', 2)
    expect(await request('GET_USER', { chainId: 31337 })).toMatchObject({
      payload: { address, email: 'ada@example.test' },
    })
    expect((await request('SIGN_OUT')).type).toBe('SIGN_OUT_SUCCESS')
    await request('RELOAD')
    await waitForMessages('READY', 3)
    expect(await request('IS_CONNECTED')).toMatchObject({ payload: { isConnected: false } })
    expect(await request('GET_USER')).toMatchObject({ type: 'GET_USER_ERROR' })
    // the same user signing in again gets the same keys back (after the server's cooldown)
    serverClockAhead += 30_000
    await signInByEmail('ada@example.test')
    expect(await request('GET_USER', { chainId: 31337 })).toMatchObject({ payload: { address } })
  })

  test('behavior: social login through the popup and the local OpenID provider', async () => {
    const { payload } = await request('GET_SOCIAL_REDIRECT_URI', { provider: 'github' })
    expect(payload.uri.startsWith(frame.oidcIssuer)).toBe(true)
    const opened = page.waitForEvent('popup')
    await page.evaluate((uri) => window.open(uri, 'social', 'width=480,height=640'), payload.uri)
    const popup = await opened
    await popup.getByRole('button', { name: /Continue as Test User/ }).click()
    await waitForMessages('SOCIAL_REDIRECT', 1)
    const [redirect] = await messagesOf('SOCIAL_REDIRECT')
    expect(redirect?.payload.uri.startsWith(`${frame.origin}/social/callback?`)).toBe(true)
    expect(await request('CONNECT_SOCIAL', { uri: redirect?.payload.uri })).toMatchObject({
      type: 'CONNECT_SOCIAL_SUCCESS',
      payload: { userName: 'testuser', email: 'test.user@example.test' },
    })
    const user = await request('GET_USER', { chainId: 31337 })
    expect(user.payload).toMatchObject({ userName: 'testuser' })
    expect(user.payload.address).not.toBe(address)
  })

  test('behavior: a host off the allowlist hears only Unauthorized', async () => {
    const stranger = await openPage(browser, other.pageUrl(frame.url))
    try {
      await stranger.page.waitForFunction(() =>
        (window as unknown as HostWindow).messages.some((m) => m.type === 'ERROR'),
      )
      const reply = await stranger.page.evaluate(() =>
        (window as unknown as HostWindow).request('GET_USER', {}),
      )
      expect(reply).toEqual({
        channel: 'walletport:embedded',
        type: 'ERROR',
        id: expect.any(String),
        payload: { message: 'Unauthorized: origin not allowed' },
      })
    } finally {
      await stranger.close()
    }
  })

  test('behavior: where the browser blocks the frame’s storage, sign-in is refused clearly', async () => {
    // an incognito-like context: third-party site data is blocked
    const blocked = await openPage(browser, host.pageUrl(frame.url))
    try {
      await blocked.page.waitForFunction(() =>
        (window as unknown as HostWindow).messages.some((m) => m.type === 'READY'),
      )
      const reply = await blocked.page.evaluate(() =>
        (window as unknown as HostWindow).request('CONNECT_EMAIL', { email: 'eve@example.test' }),
      )
      expect(reply).toMatchObject({
        type: 'CONNECT_EMAIL_ERROR',
        payload: { message: expect.stringMatching(/blocks storage for the wallet frame/) },
      })
    } finally {
      await blocked.close()
    }
  })
})
