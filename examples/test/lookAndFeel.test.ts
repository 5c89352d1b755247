import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, onTestFailed, test } from 'vitest'
import { openPage, type TestPage } from './harness/browser.js'
import { RECIPIENT } from './harness/chain.js'
import { type Environment, startEnvironment } from './harness/environment.js'
import { saveScreenshot } from './harness/screenshots.js'
import { settleAnimations } from './harness/settleAnimations.js'
import { shootSizes } from './harness/shootSizes.js'
import { waitForText } from './harness/wait.js'

// the layout defects of issue 19 in the demo's production build: no label of the Account view
// clipped in German, nothing wider than a 390 px phone once connected, the modal centred, and
// Disconnect in view however long the Activity list is
let env: Environment
const pages: TestPage[] = []

beforeAll(async () => {
  env = await startEnvironment({ example: 'demo' })
}, 300_000)

afterAll(async () => {
  for (const page of pages) await page.close().catch(() => {})
  await env?.stop()
})

const GERMAN = {
  connect: 'Wallet verbinden',
  signIn: 'Anmelden',
  sign: 'Signieren',
  account: 'Konto',
  features: 'Wallet-Funktionen',
  activity: 'Aktivität',
  more: 'Mehr laden',
  disconnect: 'Trennen',
}
const ENGLISH = {
  connect: 'Connect Wallet',
  signIn: 'Sign In',
  sign: 'Sign',
  account: 'Account',
  features: 'Wallet features',
  activity: 'Activity',
  more: 'Load more',
  disconnect: 'Disconnect',
}
type Words = typeof ENGLISH

const nav = (page: Page) => page.getByRole('navigation', { name: 'Wallet' })

/** the demo in a language at a size, connected and signed in, with the Account view open */
async function openAccount(words: Words, lang: string, width: number, height: number) {
  const t = await openPage(env.browser, `${env.url}?lang=${lang}`)
  pages.push(t)
  onTestFailed(() => {
    if (t.errors.length) console.error(`page errors:\n${t.errors.join('\n')}`)
  })
  const { page } = t
  await page.setViewportSize({ width, height })
  await nav(page).getByRole('button', { name: words.connect }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Walletport Demo Wallet/ })
    .click()
  await page
    .getByRole('dialog', { name: words.signIn })
    .getByRole('button', { name: words.sign, exact: true })
    .click()
  await waitForText(page.getByTestId('session'), 'Signed in as')
  await nav(page)
    .getByRole('button', { name: new RegExp(`^${words.account}:`) })
    .click()
  const account = page.getByRole('dialog', { name: words.account })
  await account.waitFor()
  // the view's entry animation is over before anything is measured
  await page.evaluate(settleAnimations)
  return { t, page, account }
}

type Box = { left: number; top: number; right: number; bottom: number }

/** each button's label fits it (nothing clipped) and the button lies inside the modal */
async function clippedButtons(buttons: Locator, modal: Locator): Promise<string[]> {
  const box = (await modal.evaluate((element) => element.getBoundingClientRect().toJSON())) as Box
  const found: string[] = []
  for (const button of await buttons.all()) {
    const fit = await button.evaluate((element, outer) => {
      const rect = element.getBoundingClientRect()
      const inside =
        rect.left >= outer.left - 0.5 &&
        rect.right <= outer.right + 0.5 &&
        rect.top >= outer.top - 0.5 &&
        rect.bottom <= outer.bottom + 0.5
      return {
        text: element.textContent ?? '',
        inside,
        fits: element.scrollWidth <= element.clientWidth,
      }
    }, box)
    if (!fit.fits || !fit.inside)
      found.push(`${fit.text} (fits: ${fit.fits}, inside: ${fit.inside})`)
  }
  return found
}

test('behavior: in German no Account action is clipped, on the desktop and at 390 px', async () => {
  for (const [width, height] of [
    [1024, 800],
    [390, 844],
  ] as const) {
    const { page, account } = await openAccount(GERMAN, 'de', width, height)
    const actions = account.getByRole('list', { name: GERMAN.features }).getByRole('button')
    expect(await actions.allInnerTexts()).toEqual(
      expect.arrayContaining(['Senden', 'Empfangen', 'Tauschen', 'Kaufen']),
    )
    expect(await clippedButtons(actions, account), `${width} px`).toEqual([])
    expect(await clippedButtons(account.getByRole('button'), account), `${width} px`).toEqual([])
    if (width === 390) await shootSizes(page, 'look-account-de')
  }
}, 120_000)

test('behavior: at 390 px nothing is wider than the screen once connected, and the modal is centred', async () => {
  const { page, account } = await openAccount(ENGLISH, 'en', 390, 844)
  const modal = (await account.evaluate((e) => e.getBoundingClientRect().toJSON())) as Box
  expect(Math.abs(modal.left - (390 - modal.right))).toBeLessThanOrEqual(1)
  await page.keyboard.press('Escape')
  await account.waitFor({ state: 'detached' })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  // each kit button keeps one line, whole, on the screen
  const buttons = page.locator('.wp-button')
  expect(await buttons.count()).toBe(2)
  for (const button of await buttons.all()) {
    const shape = await button.evaluate((element) => {
      const rect = element.getBoundingClientRect()
      return {
        right: rect.right,
        fits: element.scrollWidth <= element.clientWidth,
        lines: Math.round(rect.height / Number.parseFloat(getComputedStyle(element).minHeight)),
      }
    })
    expect(shape).toEqual({ right: expect.any(Number), fits: true, lines: 1 })
    expect(shape.right).toBeLessThanOrEqual(390)
  }
  // the address is there in full (first 4 and last 6 characters), not cut
  expect(
    await nav(page)
      .getByRole('button', { name: /^Account:/ })
      .locator('.wp-button-name')
      .textContent(),
  ).toMatch(/^0x\w{2}…\w{6}$/)
  await shootSizes(page, 'look-connected-page')
}, 60_000)

test('behavior: Disconnect stays in view however long the Activity list is', async () => {
  // a long history: a dozen transfers from the demo wallet (anvil signs for its dev accounts)
  const [node] = env.devnet.nodes
  for (let index = 0; index < 12; index++)
    await node.rpc('eth_sendTransaction', [
      { from: env.devnet.address, to: RECIPIENT, value: '0x1' },
    ])
  const { page, account } = await openAccount(ENGLISH, 'en', 1024, 800)
  await account.getByRole('tab', { name: ENGLISH.activity }).click()
  const list = account.getByRole('list', { name: ENGLISH.activity })
  await list.getByRole('listitem').first().waitFor()
  // every page of the history
  const more = account.getByRole('button', { name: ENGLISH.more })
  for (let pageCount = 0; pageCount < 10 && (await more.count()) > 0; pageCount++) {
    const before = await list.getByRole('listitem').count()
    await more.click()
    await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThan(before)
  }
  const disconnect = account.getByRole('button', { name: ENGLISH.disconnect })
  for (const [width, height] of [
    [1024, 800],
    [1024, 640],
    [390, 844],
    [390, 667],
  ] as const) {
    await page.setViewportSize({ width, height })
    // the modal's height follows its content with a 150 ms transition: a loaded machine can
    // still be part-way through it, so the check waits for the layout to settle
    await expect
      .poll(() => clippedButtons(disconnect, account), { message: `${width}x${height}` })
      .toEqual([])
    const box = (await disconnect.evaluate((e) => e.getBoundingClientRect().toJSON())) as Box
    expect(box.bottom, `${width}x${height}`).toBeLessThanOrEqual(height)
    // the list scrolls on its own, with its own name for screen readers and the keyboard
    const region = account.getByRole('region', { name: ENGLISH.activity })
    expect(await region.evaluate((e) => getComputedStyle(e).overflowY)).toBe('auto')
    // the list is longer than the room it has here: it scrolls, Disconnect does not move
    expect(
      await region.evaluate(
        (e) => `${e.scrollHeight} > ${e.clientHeight}: ${e.scrollHeight > e.clientHeight}`,
      ),
      `${width}x${height}`,
    ).toMatch(/true$/)
    await saveScreenshot(page, `look-account-activity-${width}x${height}`)
  }
  await shootSizes(page, 'look-account-activity')
}, 90_000)
