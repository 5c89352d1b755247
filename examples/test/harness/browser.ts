import { existsSync } from 'node:fs'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'

/**
 * Debian's Chromium (scripts/ensure-chromium.sh installs it; the test command runs it first).
 * The tests run on its headless shell, the same engine without the desktop browser around it:
 * Chromium took a third less CPU (31 s against 47 s on demo and demoAccount, back to back) and
 * every screen matched its reference. The benches time what a visitor's browser does, on the
 * full one, and so do the tests of its own policies (third-party storage, the pop-up blocker).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell'

/** The browser the tests launch: the headless shell when it is installed, else the full one. */
export function testChromiumPath(): string {
  return existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH
}

// TESTING.md: no sandbox as root, no GPU, nothing phoning home
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-quic',
  '--disable-sync',
]

/**
 * Launches Chromium with a fresh profile (playwright gives each launch its own temporary
 * user-data dir and removes it on close): the tests' headless shell, or with `full` the
 * desktop browser. A missing browser fails loudly: these tests are never skipped.
 */
export async function launchChromium({ full = false }: { full?: boolean } = {}): Promise<Browser> {
  const executablePath = full ? CHROMIUM_PATH : testChromiumPath()
  if (!existsSync(executablePath))
    throw new Error(
      `Chromium is missing at ${executablePath}, and the browser tests need it. ` +
        "Install Debian's chromium with `bash scripts/ensure-chromium.sh` (as root; `npm test` runs it), " +
        'or point CHROMIUM_PATH at a Chromium binary.',
    )
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true })
}

export type TestPage = {
  context: BrowserContext
  page: Page
  /** uncaught errors and console errors seen so far */
  errors: string[]
  close(): Promise<void>
}

/**
 * A page in its own context (fresh storage), recording every uncaught error and console
 * error so a test can assert the page stayed clean. `init` runs in the page before its own
 * scripts (a wallet extension's content script, say), each function on its own; `beforeLoad`
 * gets the page before it loads (to install Playwright's clock, say).
 */
export async function openPage(
  browser: Browser,
  url: string,
  {
    init = [],
    beforeLoad,
  }: { init?: readonly (() => void)[]; beforeLoad?: (page: Page) => Promise<void> } = {},
): Promise<TestPage> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 800 } })
  // a step that cannot happen fails on its own, well before the test's timeout
  context.setDefaultTimeout(15_000)
  for (const script of init) await context.addInitScript(script)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`)
  })
  await beforeLoad?.(page)
  await page.goto(url)
  return { context, page, errors, close: () => context.close() }
}

/** The focused element's name, roughly as a screen reader says it: aria-label, label, or text. */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return ''
    // the text a screen reader reads: what is aria-hidden (a logo's monogram) is left out
    const spoken = (node: Node): string => {
      if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return ''
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
      return Array.from(node.childNodes, spoken).join('')
    }
    const label =
      element.getAttribute('aria-label') ??
      ('labels' in element && element.labels instanceof NodeList && element.labels[0]
        ? spoken(element.labels[0])
        : undefined) ??
      spoken(element)
    return label.replace(/\s+/g, ' ').trim()
  })
}

/**
 * Presses Tab (or Shift+Tab) until the focused element's name matches, failing after
 * `limit` presses: proof that the element can be reached with the keyboard alone.
 */
export async function tabTo(
  page: Page,
  name: RegExp,
  { backward = false, limit = 40 }: { backward?: boolean; limit?: number } = {},
): Promise<void> {
  const seen: string[] = []
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(backward ? 'Shift+Tab' : 'Tab')
    const current = await focusedName(page)
    if (name.test(current)) return
    seen.push(current)
  }
  throw new Error(`Tab never reached ${name}; the focus went through: ${seen.join(' | ')}`)
}
