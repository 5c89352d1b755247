import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { PROJECT_ID, type TestServer } from '@walletport/blockchain-api/test'
import pixelmatch from 'pixelmatch'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { GALLERY_VIEWS, type GalleryView } from '../gallery/src/galleryViews.js'
import { launchChromium } from './harness/browser.js'
import { type ExampleServer, startExampleServer } from './harness/exampleServer.js'
import { startGalleryDataService } from './harness/galleryDataService.js'
import { type RequestTracker, trackRequests } from './harness/trackRequests.js'

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

let browser: Browser
let server: ExampleServer
/** the local server speaking the documented data-service API, with fixed answers */
let data: TestServer

beforeAll(async () => {
  ;[server, data, browser] = await Promise.all([
    startExampleServer({ example: 'gallery' }),
    startGalleryDataService(),
    launchChromium(),
  ])
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
  await data?.close()
})

/**
 * The fixed answers' logos live on a host that does not exist (img.test): they fail at once,
 * so every logo shows its fallback.
 */
async function blockImageHost(context: BrowserContext): Promise<void> {
  await context.route('https://img.test/**', (route) => route.abort())
}

function queryOf({ view, data: needsData }: GalleryView, lang: string, theme: string): string {
  const query = new URLSearchParams({ view, lang, theme })
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

/** The open dialog of one gallery page, once its view and images have settled. */
async function shootView(
  page: Page,
  requests: RequestTracker,
  entry: GalleryView,
  lang: (typeof LANGS)[number],
  query: string,
): Promise<Buffer> {
  // the first view loads the page; the others are shown in place, as a new page would show them
  if (page.url().startsWith(server.url))
    await page.evaluate((next) => window.showGalleryView?.(next), query)
  else await page.goto(`${server.url}?${query}`)
  const ready = page.locator('html[data-gallery-ready]')
  await ready.waitFor({ state: 'attached' })
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
  // the modal follows its content's height a frame later: shoot once it has
  await page.evaluate(settleDialogHeight)
  return dialog.screenshot({ animations: 'disabled', caret: 'hide' })
}

/** Compares with the reference; returns the failure, or undefined when it matches. */
function compare(name: string, actual: Buffer): string | undefined {
  const referencePath = `${REFERENCES}${name}.png`
  if (UPDATE) {
    mkdirSync(REFERENCES, { recursive: true })
    writeFileSync(referencePath, actual)
    return undefined
  }
  mkdirSync(RESULTS, { recursive: true })
  if (!existsSync(referencePath)) {
    writeFileSync(`${RESULTS}${name}-actual.png`, actual)
    return `${name}: no reference (run \`pnpm --filter @walletport/examples screens:update\`)`
  }
  const expected = PNG.sync.read(readFileSync(referencePath))
  const got = PNG.sync.read(actual)
  if (expected.width !== got.width || expected.height !== got.height) {
    writeFileSync(`${RESULTS}${name}-actual.png`, actual)
    return `${name}: ${got.width}x${got.height} instead of ${expected.width}x${expected.height}`
  }
  const { width, height } = got
  const diff = new PNG({ width, height })
  const differing = pixelmatch(expected.data, got.data, diff.data, width, height, {
    threshold: THRESHOLD,
  })
  if (differing <= width * height * MAX_DIFF_SHARE) return undefined
  writeFileSync(`${RESULTS}${name}-actual.png`, actual)
  writeFileSync(`${RESULTS}${name}-diff.png`, PNG.sync.write(diff))
  return `${name}: ${differing} pixels differ (diff in examples/test-results/screens/)`
}

// the four pages run side by side: most of a shot is waiting for the page to settle
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
        const requests = trackRequests(page)
        const errors: string[] = []
        page.on('pageerror', (error) => errors.push(error.message))
        const failures: string[] = []
        try {
          for (const entry of GALLERY_VIEWS)
            for (const lang of LANGS) {
              const shot = await shootView(page, requests, entry, lang, queryOf(entry, lang, theme))
              const failure = compare(`${entry.view}-${lang}-${theme}-${size.label}`, shot)
              if (failure) failures.push(failure)
            }
        } finally {
          await context.close()
        }
        expect(errors).toEqual([])
        expect(failures).toEqual([])
      })
})
