import {
  type StallServer,
  type StallStage,
  startStallServer,
} from '@walletport/blockchain-api/test'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type Devnet, startDevnet } from '../scripts/devnet.js'
import { launchChromium, openPage, type TestPage } from './harness/browser.js'
import { startExampleServer } from './harness/exampleServer.js'

// issue 15: the demo's production build in chromium with a data service that takes the
// connection and then stalls, before the headers or inside the body. The modal still opens,
// connecting still works, and the account view ends in its fallback and empty states once the
// spec's deadlines pass (10 s an attempt, 3 retries from 1 s: under a minute), never loading
// for ever. The stalling server is a real TCP server, so the browser's own fetch meets it. The
// page runs on Playwright's clock, which the test moves on: the kit's own timers end the
// attempts, and a minute of deadlines passes in a few seconds.

let devnet: Devnet
let browser: Browser
const closers: (() => Promise<unknown>)[] = []

beforeAll(async () => {
  const [node, chromium] = await Promise.all([startDevnet(), launchChromium()])
  devnet = node
  browser = chromium
}, 60_000)

afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => {})
  await browser?.close()
  await devnet?.stop()
})

// CORS headers, so a stall is met as a stall and not as a refused cross-origin answer
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Wallet' })
const dialog = (page: Page, name?: string) =>
  name ? page.getByRole('dialog', { name }) : page.getByRole('dialog')

/** the demo served with its data service replaced by one stalling at `stage` */
async function openStalledDemo(
  stage: StallStage,
  onTestFailed: (handler: () => void) => void,
): Promise<{ t: TestPage; stall: StallServer }> {
  const stall = await startStallServer([stage], () => ({
    headers: CORS,
    body: JSON.stringify({ balances: [], data: [], next: null }),
  }))
  closers.push(() => stall.close())
  const site = await startExampleServer({
    example: 'demo',
    demo: { ...devnet.config, dataServiceUrl: stall.url },
  })
  closers.push(() => site.close())
  // the clock goes in before the page's scripts; it runs at normal speed until moved on
  const t = await openPage(browser, site.url, { beforeLoad: (page) => page.clock.install() })
  closers.push(() => t.close())
  onTestFailed(() => {
    if (t.errors.length) console.error(`page errors:\n${t.errors.join('\n')}`)
  })
  return { t, stall }
}

/** the most page time the deadlines may take: the spec's add up to under a minute */
const DEADLINES_MS = 90_000
const STEP_MS = 2_000

/**
 * Moves the page's clock on, a step at a time, until `target` shows; fails if it has not by
 * DEADLINES_MS of page time. Between steps the page gets a moment of real time to act on what
 * fired (an aborted fetch, the next attempt reaching the stalling server).
 */
async function fastForwardUntil(page: Page, target: Locator): Promise<void> {
  for (let passed = 0; passed < DEADLINES_MS; passed += STEP_MS) {
    if (await target.isVisible()) return
    await page.clock.fastForward(STEP_MS)
    await page.waitForTimeout(50)
  }
  await target.waitFor({ timeout: 5_000 })
}

// the two run side by side: each mostly waits out the deadlines
for (const stage of ['accept', 'body'] satisfies StallStage[])
  test.concurrent(`behavior: a data service stalling at '${stage}' leaves every view working`, async ({
    onTestFailed,
  }) => {
    const { t, stall } = await openStalledDemo(stage, onTestFailed)
    const { page } = t
    // the modal opens and connects: nothing on the way waits for the data service
    await nav(page).getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog(page)
      .getByRole('button', { name: /Walletport Demo Wallet/ })
      .click()
    await dialog(page, 'Sign In').getByRole('button', { name: 'Sign', exact: true }).click()
    await page.getByTestId('session').getByText('Signed in as').waitFor()
    await nav(page)
      .getByRole('button', { name: /^Account:/ })
      .click()
    const account = dialog(page, 'Account')
    await account.waitFor()
    // the page did ask the stalling service: these waits are the deadlines at work
    await expect.poll(() => stall.connections).toBeGreaterThan(0)

    // the history is asked for at once, so its deadlines run beside the balances' ones
    await account.getByRole('tab', { name: 'Activity' }).click()
    // the balance falls back to the chain once the service's attempts time out
    await fastForwardUntil(page, page.locator('.wp-button-balance').filter({ hasText: /ETH/ }))
    // the activity list ends in its empty state and the token list ends empty, not loading
    await fastForwardUntil(page, account.getByText('No activity yet'))
    expect(await account.getByText('Loading activity…').count()).toBe(0)
    await account.getByRole('tab', { name: 'Tokens' }).click()
    await fastForwardUntil(page, account.getByText('No tokens yet'))

    // and the modal still closes and opens again at once
    await account.getByRole('button', { name: 'Close' }).click()
    await account.waitFor({ state: 'detached' })
    await nav(page)
      .getByRole('button', { name: /^Account:/ })
      .click()
    await account.waitFor({ timeout: 5_000 })
  }, 120_000)
