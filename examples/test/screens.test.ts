import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PROJECT_ID, type TestServer } from '@walletport/blockchain-api/test'
import { startRelay, type TestRelay } from '@walletport/core/test'
import pixelmatch from 'pixelmatch'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { EmbeddedFrame } from '../embedded-frame/start.js'
import { GALLERY_VIEWS, type GalleryView } from '../gallery/src/galleryViews.js'
import type { GalleryQuestion } from '../gallery/src/showGalleryView.js'
import { type AnvilNode, startAnvil } from '../scripts/anvil.js'
import { startDeviceCheckFrame } from './embedded-frame/deviceCheckFrame.js'
import { launchWithFrameStorage } from './embedded-frame/launchWithFrameStorage.js'
import { readInboxCode } from './embedded-frame/readInboxCode.js'
import { waitForFrameInPlace } from './embedded-frame/waitForFrameInPlace.js'
import { launchChromium } from './harness/browser.js'
import { type ExampleServer, startExampleServer } from './harness/exampleServer.js'
import { startGalleryDataService } from './harness/galleryDataService.js'
import { startGalleryEmbeddedFrame } from './harness/galleryEmbeddedFrame.js'
import { type RequestTracker, trackRequests } from './harness/trackRequests.js'

// vitest: long (every gallery view, at two sizes, in two themes and two languages): queued
// before the other browser tests

/** Where the references live (committed) and where a failing comparison leaves its images. */
const REFERENCES = fileURLToPath(new URL('./screens/', import.meta.url))
const RESULTS = fileURLToPath(new URL('../test-results/screens/', import.meta.url))
/** `pnpm --filter @walletport/examples screens:update` sets it: references are rewritten */
const UPDATE = process.env.WALLETPORT_UPDATE_SCREENS === '1'

const SIZES = [
  { label: 'desktop', width: 1280, height: 800 },
  { label: '390', width: 390, height: 844 },
] as const
const THEMES = ['light', 'dark'] as const
const LANGS = ['en', 'de'] as const
/** pixelmatch's per-pixel colour distance (0..1): anti-aliasing noise stays under it */
const THRESHOLD = 0.1
/** at most this share of the dialog's pixels may differ before the comparison fails */
const MAX_DIFF_SHARE = 0.001
/** the time the page's clock stands at for the embedded wallet's views (it is drawn nowhere) */
const CLOCK = Date.now()

let browser: Browser
let server: ExampleServer
/** the local server speaking the documented data-service API, with fixed answers */
let data: TestServer
/** the reference embedded-wallet frame, serving the gallery's origin */
let frame: EmbeddedFrame
/** a frame that asks every email login to approve the device, for EmailVerifyDevice */
let deviceCheckFrame: Awaited<ReturnType<typeof startDeviceCheckFrame>>
/** the local WalletConnect relay, for the pairing views */
let relay: TestRelay
/** Chromium with third-party site data allowed, for the frame's views */
let frameBrowser: Awaited<ReturnType<typeof launchWithFrameStorage>>
/** another, for the views of a signed-in embedded account: its session stays out of the first */
let accountBrowser: Awaited<ReturnType<typeof launchWithFrameStorage>>
/** the signed-in account's chain (id 1, as Ethereum), for the frame and the kit to read */
let chain: AnvilNode

/**
 * the views shot on the test's own pages, the embedded wallet's (through the frame) and a
 * signed-in embedded account's
 */
const OWN_VIEWS = GALLERY_VIEWS.filter(({ embedded }) => !embedded)
const EMBEDDED_VIEWS = GALLERY_VIEWS.filter(
  ({ embedded, wallet }) => embedded && wallet !== 'emailAccount',
)
const ACCOUNT_VIEWS = GALLERY_VIEWS.filter(({ wallet }) => wallet === 'emailAccount')

beforeAll(async () => {
  ;[server, data, browser, frameBrowser, accountBrowser, relay, chain, deviceCheckFrame] =
    await Promise.all([
      startExampleServer({ example: 'gallery' }),
      startGalleryDataService(),
      launchChromium(),
      launchWithFrameStorage(),
      launchWithFrameStorage(),
      startRelay(),
      startAnvil({ chainId: 1 }),
      startDeviceCheckFrame(),
    ])
  // the clock is the context's: set once here, before the four pages that share it open
  await frameBrowser.context.clock.setFixedTime(CLOCK)
  await accountBrowser.context.clock.setFixedTime(CLOCK)
  frame = await startGalleryEmbeddedFrame(new URL(server.url).origin, chain.rpcUrl)
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await frameBrowser?.close()
  await accountBrowser?.close()
  await chain?.stop()
  await server?.close()
  await data?.close()
  await frame?.close()
  await relay?.close()
  await deviceCheckFrame?.close()
})

/**
 * The fixed answers' logos live on a host that does not exist (img.test): they fail at once,
 * so every logo shows its fallback.
 */
async function blockImageHost(context: BrowserContext): Promise<void> {
  await context.route('https://img.test/**', (route) => route.abort())
}

function queryOf(
  { view, data: needsData, embedded, deviceCheck, walletConnect, wallet }: GalleryView,
  lang: string,
  theme: string,
): string {
  const query = new URLSearchParams({ view, lang, theme })
  if (embedded) query.set('frame', deviceCheck ? deviceCheckFrame.url : frame.url)
  if (wallet === 'emailAccount') query.set('rpc', chain.rpcUrl)
  if (walletConnect) query.set('relay', relay.url)
  if (needsData) {
    query.set('data', data.url)
    query.set('project', PROJECT_ID)
  }
  return query.toString()
}

/** Runs in the page: resolves once the dialog's height holds for 100 ms (at most 3 s). */
async function settleDialogHeight(): Promise<void> {
  const dialog = document.querySelector('[role="dialog"]')
  let last = -1
  for (let step = 0; step < 30; step++) {
    const { height } = dialog?.getBoundingClientRect() ?? { height: 0 }
    if (height === last) return
    last = height
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** A region of a shot, in its pixels (the pages draw at a device scale of 1). */
type Rect = { x: number; y: number; width: number; height: number }

/** A region of `region`'s matches, inside the dialog, rounded outwards to whole pixels. */
async function rectsOf(dialog: Locator, region: Locator): Promise<Rect[]> {
  await region.first().waitFor()
  const outer = await dialog.boundingBox()
  if (!outer) throw new Error('the dialog is not drawn')
  const rects: Rect[] = []
  for (const match of await region.all()) {
    const inner = await match.boundingBox()
    if (!inner) throw new Error(`${match} is not drawn`)
    const x = Math.floor(inner.x - outer.x)
    const y = Math.floor(inner.y - outer.y)
    rects.push({
      x,
      y,
      width: Math.ceil(inner.x - outer.x + inner.width) - x,
      height: Math.ceil(inner.y - outer.y + inner.height) - y,
    })
  }
  return rects
}

/**
 * The embedded wallet's frame on `page`: the reference frame the screens test started, which
 * draws its approval screen over the modal
 */
const walletFrame = (page: Page) => page.frameLocator(`iframe[src^="${frame.origin}"]`)

/**
 * What the entry's shot leaves out of the comparison: its `mask` in the dialog, and on the
 * frame's approval screen the account's address (a key the frame draws at sign-up) and the
 * asking origin (the gallery's port)
 */
async function masksOf(page: Page, dialog: Locator, entry: GalleryView): Promise<Rect[]> {
  const masks = entry.mask ? await rectsOf(dialog, dialog.locator(entry.mask)) : []
  if (entry.signsMessage)
    masks.push(
      ...(await rectsOf(dialog, walletFrame(page).locator('.wp-details .id, .dapp strong'))),
    )
  return masks
}

/**
 * The frame's approval screen, as the visitor meets it: over the modal's area, with Approve
 * armed (it waits until the screen has been seen)
 */
async function waitForApproval(page: Page): Promise<void> {
  await walletFrame(page).locator('button.approve:enabled').waitFor()
  await page.evaluate(settleDialogHeight)
  await waitForFrameInPlace(page, frame.origin)
}

/**
 * Waits until the page has reached its view, answering what it asks on the way
 * (`data-gallery-asks`, see gallery/src/main.tsx): the code the frame's dev inbox holds for an
 * address, or time passing (the context's clock stands still: it is moved on by that much).
 */
async function answerPage(page: Page): Promise<void> {
  for (;;) {
    const asked = await page.waitForFunction(() => {
      const { galleryReady, galleryAsks } = document.documentElement.dataset
      return galleryReady ? 'reached' : galleryAsks
    })
    const text = await asked.jsonValue()
    if (text === 'reached') return
    const question = JSON.parse(text ?? '{}') as GalleryQuestion
    let answer = ''
    if ('code' in question)
      answer = await readInboxCode(page.context(), frame.inboxUrl, question.code)
    else await page.context().clock.setFixedTime(CLOCK + question.waitMs)
    await page.evaluate((value) => window.answerGallery?.(value), answer)
  }
}

/** The open dialog of one gallery page, once its view and images have settled. */
async function shootView(
  page: Page,
  requests: RequestTracker,
  entry: GalleryView,
  lang: (typeof LANGS)[number],
  query: string,
): Promise<{ shot: Buffer; masks: Rect[] }> {
  // a social login opens its provider's window as a new page: closed once the view is shot
  const popup =
    entry.social && entry.social !== 'farcaster' ? page.waitForEvent('popup') : undefined
  // the first view loads the page; the others are shown in place, as a new page would show them
  if (page.url().startsWith(server.url))
    await page.evaluate((next) => window.showGalleryView?.(next), query)
  else await page.goto(`${server.url}?${query}`)
  await answerPage(page)
  const ready = page.locator('html[data-gallery-ready]')
  expect(await ready.getAttribute('data-gallery-ready'), `${entry.view} was not reached`).toBe(
    'true',
  )
  const dialog = page.locator('[role="dialog"]')
  await dialog.waitFor()
  if (entry.input) await dialog.locator('input').first().fill(entry.input)
  for (const text of entry.shows?.[lang] ?? [])
    await dialog.getByText(text, { exact: true }).waitFor()
  // lazy views and their images: wait until nothing is loading, then until fonts are in
  await requests.whenQuiet()
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete))
  if (entry.signsMessage) await waitForApproval(page)
  // the modal follows its content's height a frame later: shoot once it has
  await page.evaluate(settleDialogHeight)
  const masks = await masksOf(page, dialog, entry)
  const shot = await dialog.screenshot({ animations: 'disabled', caret: 'hide' })
  await (await popup)?.close()
  return { shot, masks }
}

/** Paints the rectangle one colour (magenta), so what was drawn in it is not compared. */
function paint({ data, width, height }: PNG, rect: Rect): void {
  for (let y = Math.max(0, rect.y); y < Math.min(height, rect.y + rect.height); y++)
    for (let x = Math.max(0, rect.x); x < Math.min(width, rect.x + rect.width); x++)
      data.set([255, 0, 255, 255], (y * width + x) * 4)
}

/**
 * Compares with the reference, with the masked rectangle painted over in both; returns the
 * failure, or undefined when it matches. The reference itself is kept as shot. An update
 * rewrites only the references that no longer match: a masked region drawn afresh each run
 * (a QR code) leaves its file alone.
 */
function compare(name: string, actual: Buffer, masks: readonly Rect[]): string | undefined {
  const referencePath = `${REFERENCES}${name}.png`
  if (UPDATE) {
    if (existsSync(referencePath) && !differs(name, referencePath, actual, masks)) return undefined
    mkdirSync(REFERENCES, { recursive: true })
    writeFileSync(referencePath, actual)
    return undefined
  }
  mkdirSync(RESULTS, { recursive: true })
  if (!existsSync(referencePath)) {
    writeFileSync(`${RESULTS}${name}-actual.png`, actual)
    return `${name}: no reference (run \`pnpm --filter @walletport/examples screens:update\`)`
  }
  const failure = differs(name, referencePath, actual, masks)
  if (failure) writeFileSync(`${RESULTS}${name}-actual.png`, actual)
  return failure
}

/** How the shot differs from the reference beyond the tolerance (the diff image saved), if it does. */
function differs(
  name: string,
  referencePath: string,
  actual: Buffer,
  masks: readonly Rect[],
): string | undefined {
  const expected = PNG.sync.read(readFileSync(referencePath))
  const got = PNG.sync.read(actual)
  if (expected.width !== got.width || expected.height !== got.height)
    return `${name}: ${got.width}x${got.height} instead of ${expected.width}x${expected.height}`
  const { width, height } = got
  for (const mask of masks) for (const image of [expected, got]) paint(image, mask)
  const diff = new PNG({ width, height })
  const differing = pixelmatch(expected.data, got.data, diff.data, width, height, {
    threshold: THRESHOLD,
  })
  if (differing <= width * height * MAX_DIFF_SHARE) return undefined
  mkdirSync(RESULTS, { recursive: true })
  writeFileSync(`${RESULTS}${name}-diff.png`, PNG.sync.write(diff))
  return `${name}: ${differing} pixels differ (diff in examples/test-results/screens/)`
}

type Size = (typeof SIZES)[number]
type Theme = (typeof THEMES)[number]

/**
 * Shoots each entry in each language on one page; returns the failed comparisons. `prepare`
 * runs before each shot.
 */
async function shootEntries(
  page: Page,
  entries: readonly GalleryView[],
  size: Size,
  theme: Theme,
  prepare?: () => Promise<void>,
): Promise<string[]> {
  const requests = trackRequests(page)
  const failures: string[] = []
  for (const entry of entries)
    for (const lang of LANGS) {
      const query = queryOf(entry, lang, theme)
      await prepare?.()
      const { shot, masks } = await shootView(page, requests, entry, lang, query)
      const failure = compare(`${entry.view}-${lang}-${theme}-${size.label}`, shot, masks)
      if (failure) failures.push(failure)
    }
  return failures
}

/** A page of `context` at the size and scheme, with reduced motion; its errors go to `errors`. */
async function openSizedPage(
  context: BrowserContext,
  size: Size,
  theme: Theme,
  errors: string[],
): Promise<Page> {
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  page.on('pageerror', (error) => errors.push(error.message))
  await page.setViewportSize({ width: size.width, height: size.height })
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' })
  return page
}

/**
 * The embedded wallet's views, on a page of the browser that lets the frame keep its site
 * data (an incognito-like context refuses the frame). Its clock stands still (see beforeAll;
 * timers still run): the email code's resend button counts 30 s down from the view's opening,
 * so it always reads 30 s.
 */
async function shootEmbedded(size: Size, theme: Theme, errors: string[]): Promise<string[]> {
  const page = await openSizedPage(frameBrowser.context, size, theme, errors)
  try {
    return await shootEntries(page, EMBEDDED_VIEWS, size, theme)
  } finally {
    await page.close()
  }
}

/**
 * A signed-in embedded account's views, on one page of their own browser (so that its frame
 * session never meets the other embedded views'), every size and theme in turn: they share one
 * account (its login and email-change codes replace each other in the dev inbox) and the
 * clock, which the email change moves on. Each shot starts at the fixed time.
 */
async function shootAccount(errors: string[]): Promise<string[]> {
  const { context } = accountBrowser
  const failures: string[] = []
  for (const size of SIZES)
    for (const theme of THEMES) {
      const page = await openSizedPage(context, size, theme, errors)
      try {
        const fromFixedTime = () => context.clock.setFixedTime(CLOCK)
        failures.push(...(await shootEntries(page, ACCOUNT_VIEWS, size, theme, fromFixedTime)))
      } finally {
        await page.close()
      }
    }
  return failures
}

// the pages run side by side: most of a shot is waiting for the page to settle
describe.concurrent('screens: every gallery view against its reference', () => {
  for (const size of SIZES)
    for (const theme of THEMES)
      test(`${size.label}, ${theme}`, { timeout: 300_000 }, async () => {
        // one page per size and theme; reduced motion turns the modal's animations off
        const context = await browser.newContext({
          viewport: { width: size.width, height: size.height },
          reducedMotion: 'reduce',
          colorScheme: theme,
        })
        context.setDefaultTimeout(20_000)
        await blockImageHost(context)
        const page = await context.newPage()
        const errors: string[] = []
        page.on('pageerror', (error) => errors.push(error.message))
        const failures: string[] = []
        try {
          failures.push(...(await shootEntries(page, OWN_VIEWS, size, theme)))
        } finally {
          await context.close()
        }
        failures.push(...(await shootEmbedded(size, theme, errors)))
        expect(errors).toEqual([])
        expect(failures).toEqual([])
      })

  test('a signed-in embedded account, every size and theme', { timeout: 300_000 }, async () => {
    const errors: string[] = []
    const failures = await shootAccount(errors)
    expect(errors).toEqual([])
    expect(failures).toEqual([])
  })
})
