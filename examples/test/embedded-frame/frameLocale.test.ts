import type { Frame, FrameLocator, Page } from 'playwright-core'
import { parseEther, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type EmbeddedFrame, startEmbeddedFrame } from '../../embedded-frame/start.js'
import { type AnvilNode, startAnvil } from '../../scripts/anvil.js'
import { RECIPIENT, readReceiptStatus } from '../harness/chain.js'
import { SCREENSHOT_DIR } from '../harness/screenshots.js'
import { findFrameA11yViolations } from './frameAxe.js'
import { frameHostSession } from './frameHostSession.js'
import { startHostPage } from './hostPage.js'
import { launchWithFrameStorage } from './launchWithFrameStorage.js'

// issue 19: the frame speaks the host kit's language (SYNC_DAPP_DATA's locale, which core's
// host sends from the kit's `locale`, syncFrameTheme.test.ts), mirrors for Arabic, and keeps
// both, with the theme, across a RELOAD
let anvil: AnvilNode
let frame: EmbeddedFrame
let host: Awaited<ReturnType<typeof startHostPage>>
let browser: Awaited<ReturnType<typeof launchWithFrameStorage>>
let page: Page
let session: ReturnType<typeof frameHostSession>
const pageErrors: string[] = []

const SIZES = [
  { label: 'desktop', width: 1024, height: 800 },
  { label: '390', width: 390, height: 844 },
] as const

beforeAll(async () => {
  ;[anvil, host, browser] = await Promise.all([
    startAnvil({ chainId: 31337 }),
    startHostPage(),
    launchWithFrameStorage(),
  ])
  frame = await startEmbeddedFrame({
    allowedOrigins: [host.origin],
    rpcUrls: { eip155: { 31337: anvil.rpcUrl } },
  })
  page = await browser.context.newPage()
  await page.emulateMedia({ reducedMotion: 'reduce' })
  page.on('pageerror', (error) => pageErrors.push(error.message))
  session = frameHostSession(page, browser.context, frame.inboxUrl ?? '')
  await page.goto(host.pageUrl(frame.url), { timeout: 60_000 })
  await session.waitForMessages('READY', 1)
  // the frame as the modal holds it: the whole width on a phone, its content's height
  await page.addStyleTag({
    content:
      'body{margin:0} main{padding:0} #frame{width:min(400px,100vw)!important;height:760px!important}',
  })
  await session.signInByEmail('lin@example.test')
  const user = await session.request('GET_USER', { chainId: 31337 })
  // 10 000 ETH: enough for the 1 234.5 the screens show
  await anvil.rpc('anvil_setBalance', [user.payload.address, toHex(parseEther('10000'))])
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await Promise.all([frame?.close(), host?.close(), anvil?.stop()])
})

const wallet = (): FrameLocator => page.frameLocator('#frame')
function walletFrame(): Frame {
  const found = page.frames().find((f) => f.url().startsWith(frame.origin))
  if (!found) throw new Error('the frame is not loaded')
  return found
}
const root = () =>
  walletFrame().evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    theme: document.documentElement.dataset.theme,
  }))

/** the host's site data in `locale`, then a transaction waiting for approval */
async function askToSend(locale: string) {
  await session.request('SYNC_DAPP_DATA', {
    sdkType: 'walletport',
    sdkVersion: '1.0.0',
    metadata: { name: 'Demo' },
    locale,
  })
  await session.startRequest('RPC_REQUEST', {
    method: 'eth_sendTransaction',
    params: [{ to: RECIPIENT, value: toHex(parseEther('1234.5')) }],
    chainId: 31337,
    namespace: 'eip155',
    network: { name: 'Anvil', price: { value: 2000, currency: 'EUR' } },
  })
}

/** `frame-approval-<locale>-<desktop|390>-<light|dark>.png`, the theme sent as the host does */
async function shoot(locale: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await session.request('SYNC_THEME', { themeMode: scheme })
    await expect.poll(async () => (await root()).theme).toBe(scheme)
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height })
      // a resized frame paints on its next frames, and Approve arms once seen again
      await expect.poll(() => wallet().locator('button.approve').isEnabled()).toBe(true)
      await walletFrame().evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      )
      // the viewport only: a full-page shot resizes the page, which the frame sees as being
      // covered, and draws Approve disarmed (createApprovalScreen's armWhenSeen)
      await page.screenshot({
        path: `${SCREENSHOT_DIR}frame-approval-${locale}-${size.label}-${scheme}.png`,
        animations: 'disabled',
      })
    }
  }
  await page.setViewportSize({ width: 1024, height: 800 })
}

describe('the frame in the host locale', () => {
  test('default: a German kit gets a German approval screen, amounts in German', async () => {
    await askToSend('de-DE')
    const screen = wallet()
    await screen.getByRole('heading', { name: 'Transaktion senden' }).waitFor()
    expect(await root()).toMatchObject({ lang: 'de', dir: 'ltr' })
    await expect
      .poll(() => screen.getByRole('button', { name: 'Freigeben' }).isEnabled())
      .toBe(true)
    const shown = await screen.locator('section').textContent()
    expect(shown).toContain('Angefragt von')
    expect(shown).toContain('(nennt sich „Demo“, nicht überprüft)')
    expect(shown).toContain('Anvil (Chain 31337)')
    expect(shown).toContain('1.234,5 ETH (≈ 2.469.000,00\u00a0€)')
    expect(shown).toMatch(/Netzwerkgebühr \(höchstens\)/)
    expect(shown).not.toMatch(/Approve|Reject|Requested by|Network fee/)
    expect(await findFrameA11yViolations(walletFrame()), 'axe, German').toEqual([])
    await shoot('de')
    await screen.getByRole('button', { name: 'Ablehnen' }).click()
    expect(await session.settled()).toMatchObject({ payload: { code: 4001 } })
    await screen.getByRole('heading', { name: 'Walletport-Referenz-Wallet' }).waitFor()
  })

  test('default: an Arabic kit gets an Arabic screen that mirrors, and its Approve sends', async () => {
    await askToSend('ar')
    const screen = wallet()
    await screen.getByRole('heading', { name: 'إرسال معاملة' }).waitFor()
    expect(await root()).toMatchObject({ lang: 'ar', dir: 'rtl' })
    const approve = screen.getByRole('button', { name: 'موافقة' })
    const reject = screen.getByRole('button', { name: 'رفض' })
    await expect.poll(() => approve.isEnabled()).toBe(true)
    // right to left: Reject (first) on the right, each label right of its value
    const [approveBox, rejectBox] = await Promise.all([approve.boundingBox(), reject.boundingBox()])
    expect(rejectBox?.x).toBeGreaterThan(approveBox?.x ?? Number.POSITIVE_INFINITY)
    const row = screen.locator('.wp-details > div').first()
    const [label, value] = await Promise.all([
      row.locator('dt').boundingBox(),
      row.locator('dd').boundingBox(),
    ])
    expect(label?.x).toBeGreaterThan(value?.x ?? Number.POSITIVE_INFINITY)
    // the frame's own Arabic numbers carry no bidi mark for the screen to flag as hidden
    expect(await screen.locator('.warnings').count()).toBe(0)
    expect(await screen.locator('section').textContent()).toContain('2,469,000.00')
    expect(await findFrameA11yViolations(walletFrame()), 'axe, Arabic').toEqual([])
    await shoot('ar')
    await approve.click()
    const sent = await session.settled()
    expect(sent.type).toBe('RPC_REQUEST_SUCCESS')
    expect(await readReceiptStatus(anvil, sent.payload.result)).toBe('success')
  })

  test('behavior: after RELOAD the frame keeps the language, direction and theme', async () => {
    expect(await root()).toMatchObject({ lang: 'ar', dir: 'rtl', theme: 'dark' })
    const ready = await page.evaluate(
      () =>
        (window as unknown as { messages: { type: string }[] }).messages.filter(
          (m) => m.type === 'READY',
        ).length,
    )
    expect((await session.request('RELOAD')).type).toBe('RELOAD_SUCCESS')
    await session.waitForMessages('READY', ready + 1)
    await wallet().getByRole('heading', { name: 'محفظة Walletport المرجعية' }).waitFor()
    expect(await root()).toMatchObject({ lang: 'ar', dir: 'rtl', theme: 'dark' })
    // and English again when the host names a language without a catalogue
    await session.request('SYNC_DAPP_DATA', { sdkType: 'x', sdkVersion: '1', locale: 'tlh' })
    await wallet().getByRole('heading', { name: 'Walletport reference wallet' }).waitFor()
    expect(await root()).toMatchObject({ lang: 'en', dir: 'ltr' })
    expect(pageErrors).toEqual([])
  })
})
