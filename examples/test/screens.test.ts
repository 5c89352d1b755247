import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import pixelmatch from 'pixelmatch'
import type { Browser, Page } from 'playwright-core'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { GALLERY_VIEWS } from '../gallery/src/galleryViews.js'
import { launchChromium } from './harness/browser.js'
import { type ExampleServer, startExampleServer } from './harness/exampleServer.js'

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

beforeAll(async () => {
  server = await startExampleServer({ example: 'gallery' })
  browser = await launchChromium()
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

/** The open dialog of one gallery page, once its view and images have settled. */
async function shootView(page: Page, query: string): Promise<Buffer> {
  await page.goto(`${server.url}?${query}`)
  await page.locator('html[data-gallery-ready="true"]').waitFor()
  const dialog = page.locator('[role="dialog"]')
  await dialog.waitFor()
  // lazy views and their images: wait until nothing is loading, then until fonts are in
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete))
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

describe('screens: every gallery view against its reference', () => {
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
        const page = await context.newPage()
        const errors: string[] = []
        page.on('pageerror', (error) => errors.push(error.message))
        const failures: string[] = []
        try {
          for (const { view } of GALLERY_VIEWS)
            for (const lang of LANGS) {
              const shot = await shootView(page, `view=${view}&lang=${lang}&theme=${theme}`)
              const failure = compare(`${view}-${lang}-${theme}-${size.label}`, shot)
              if (failure) failures.push(failure)
            }
        } finally {
          await context.close()
        }
        expect(errors).toEqual([])
        expect(failures).toEqual([])
      })
})
