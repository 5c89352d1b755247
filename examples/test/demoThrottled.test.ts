import type { Page } from 'playwright-core'
import { parseEther } from 'viem'
import { afterAll, beforeAll, expect, onTestFailed, test } from 'vitest'
import { openPage, type TestPage } from './harness/browser.js'
import { RECIPIENT, readBalance } from './harness/chain.js'
import { type Environment, startEnvironment } from './harness/environment.js'
import { waitForText } from './harness/wait.js'

// issue 15: nothing in the product may hang on a timing a busy phone would miss. The demo's
// production build in chromium slowed 4x (CDP Emulation.setCPUThrottlingRate) connects, sends
// ether on anvil, and opens every view of the account, each step within the harness's own
// 15 s step limit. One flow, to keep the suite's time down.
let env: Environment
let t: TestPage

beforeAll(async () => {
  env = await startEnvironment({ example: 'demo' })
}, 60_000)

afterAll(async () => {
  await t?.close().catch(() => {})
  await env?.stop()
})

const nav = (page: Page) => page.getByRole('navigation', { name: 'Wallet' })
const dialog = (page: Page, name?: string) =>
  name ? page.getByRole('dialog', { name }) : page.getByRole('dialog')

/** opens a view from the account and comes back with its Back button */
async function visit(page: Page, open: () => Promise<void>) {
  await open()
  const view = dialog(page)
  await view.getByRole('button', { name: 'Back' }).click()
  await dialog(page, 'Account').waitFor()
}

test('behavior: with the CPU slowed 4x the demo connects, sends and opens every view', async () => {
  t = await openPage(env.browser, env.url)
  onTestFailed(() => {
    if (t.errors.length) console.error(`page errors:\n${t.errors.join('\n')}`)
  })
  const { page } = t
  const cdp = await t.context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  // the page loads again under the throttle, as a slow phone would load it
  await page.reload()

  await nav(page).getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page)
    .getByRole('button', { name: /Walletport Demo Wallet/ })
    .click()
  await dialog(page, 'Sign In').getByRole('button', { name: 'Sign', exact: true }).click()
  await waitForText(page.getByTestId('session'), 'Signed in as')
  await nav(page)
    .getByRole('button', { name: /^Account:/ })
    .click()
  const account = dialog(page, 'Account')
  await account.waitFor()

  // a send that moves a real balance
  const [node] = env.devnet.nodes
  const before = await readBalance(node, RECIPIENT)
  const features = account.getByRole('list', { name: 'Wallet features' })
  await features.getByRole('button', { name: 'Send' }).click()
  const form = dialog(page, 'Send')
  await form.getByRole('button', { name: /^Change token: ETH/ }).waitFor()
  await form.getByLabel('Amount', { exact: true }).fill('0.25')
  await form.getByLabel('To', { exact: true }).fill(RECIPIENT)
  await form.getByRole('button', { name: 'Review send' }).click()
  await dialog(page, 'Review Send').getByRole('button', { name: 'Send', exact: true }).click()
  await account.waitFor()
  await expect
    .poll(() => readBalance(node, RECIPIENT), { timeout: 15_000 })
    .toBe(before + parseEther('0.25'))

  // every feature view, then every tab, then the network list
  const names = await features.getByRole('button').allTextContents()
  expect(names.length).toBeGreaterThan(1)
  for (const name of names)
    await visit(page, async () => {
      await features.getByRole('button', { name, exact: true }).click()
      await dialog(page)
        .filter({ hasNot: page.getByRole('list', { name: 'Wallet features' }) })
        .waitFor()
    })
  for (const name of ['Tokens', 'NFTs', 'Activity']) {
    await account.getByRole('tab', { name }).click()
    await account.getByRole('tabpanel').waitFor()
  }
  await visit(page, async () => {
    await account.getByRole('button', { name: 'Switch network' }).click()
    await dialog(page)
      .getByRole('button', { name: /Devnet B/ })
      .waitFor()
  })
  expect(t.errors).toEqual([])
}, 180_000)
