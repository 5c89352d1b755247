import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Browser, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, expect, onTestFailed, test } from 'vitest'
import { type Devnet, startDevnet } from '../scripts/devnet.js'
import { CHROMIUM_ARGS, CHROMIUM_PATH, openPage, type TestPage } from './harness/browser.js'
import { formatEtherCut, RECIPIENT, readBalance } from './harness/chain.js'
import { getExampleBuild } from './harness/exampleBuild.js'
import { type ExampleServer, startExampleServer } from './harness/exampleServer.js'
import { waitForText } from './harness/wait.js'

// Buy with Chromium's pop-up blocker on (playwright turns it off by default): the provider's
// window opens inside the click, and a failed URL request closes it with an error. Then the
// balance the page shows, watched across a purchase, a send, a network switch and an
// unsupported network: always the active network's, none on the unsupported one

let devnet: Devnet
let browser: Browser
let proxy: { url: string; failUrl: boolean; server: Server }
let site: ExampleServer
let t: TestPage

/** the demo's data service behind a proxy that can make the on-ramp URL request fail */
async function startProxy(target: string) {
  const state = { failUrl: false }
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    if (state.failUrl && req.url?.startsWith('/v1/generators/onrampurl') && req.method === 'POST')
      return void res
        .writeHead(502, { 'access-control-allow-origin': '*', 'content-type': 'text/plain' })
        .end('upstream down')
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string' && name !== 'host') headers.set(name, value)
    const answer = await fetch(`${target}${req.url ?? '/'}`, {
      method: req.method ?? 'GET',
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
      redirect: 'manual',
    })
    const out: Record<string, string> = {}
    answer.headers.forEach((value, name) => {
      if (!['content-encoding', 'content-length', 'transfer-encoding'].includes(name))
        out[name] = value
    })
    res.writeHead(answer.status, out).end(Buffer.from(await answer.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(state, { url: `http://127.0.0.1:${port}`, server })
}

beforeAll(async () => {
  const started = await Promise.all([
    startDevnet(),
    chromium.launch({
      // the full browser: the pop-up blocker is the desktop browser's, the headless shell has none
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      headless: true,
      // the pop-up blocker on, as in a visitor's browser
      ignoreDefaultArgs: ['--disable-popup-blocking'],
    }),
    getExampleBuild('demo'),
  ])
  ;[devnet, browser] = started
  const target = devnet.config.dataServiceUrl
  if (!target) throw new Error('the devnet has no data service')
  proxy = await startProxy(target)
  site = await startExampleServer({
    example: 'demo',
    demo: { ...devnet.config, dataServiceUrl: proxy.url },
  })
  t = await openPage(browser, site.url, {
    // a window opened with no click at all (playwright's evaluate counts as a gesture):
    // the page records whether the blocker refused it
    init: [
      () =>
        window.addEventListener('load', () => {
          Reflect.set(window, '__popupRefused', window.open('about:blank', '_blank') === null)
        }),
    ],
  })
}, 300_000)

afterAll(async () => {
  await t?.close().catch(() => {})
  await site?.close().catch(() => {})
  await browser?.close()
  await devnet?.stop()
  proxy?.server.closeAllConnections()
  await new Promise((resolve) => proxy?.server.close(resolve))
})

const nav = (page: Page) => page.getByRole('navigation', { name: 'Wallet' })
const dialog = (page: Page, name?: string) =>
  name ? page.getByRole('dialog', { name }) : page.getByRole('dialog')

/** the text without thousands separators, so `10,000` and `10000` compare equal */
const digits = (text: string | null) => (text ?? '').replace(/[,\s\u00a0\u202f]/g, '')

/**
 * The kit's shown balance (the account button's, as the modal's) equals what the node holds
 * for the wallet. The demo panel's own `useBalance` query is not used: it keeps its 30 s.
 */
async function expectShownBalance(page: Page, node: 0 | 1) {
  const held = await readBalance(devnet.nodes[node], devnet.address)
  // by class: while the modal is open the rest of the page is hidden from role queries
  const shown = page.locator('.wp-button-balance')
  const amount = async () => Number(digits(await shown.textContent()).replace(/ETH$/, ''))
  // the button pads to 3 decimals; the node's amount is cut there too
  await expect.poll(amount, { timeout: 15_000 }).toBe(Number(formatEtherCut(held)))
  return held
}

async function openAccount(page: Page) {
  if (await dialog(page, 'Account').count()) return
  // another view is open: closing it first shows the page's buttons again
  if (await dialog(page).count()) {
    await dialog(page).getByRole('button', { name: 'Close' }).click()
    await dialog(page).waitFor({ state: 'detached' })
  }
  await nav(page)
    .getByRole('button', { name: /^Account:/ })
    .click()
  await dialog(page, 'Account').waitFor()
}

async function openBuy(page: Page) {
  await openAccount(page)
  await dialog(page, 'Account').getByRole('button', { name: 'Buy', exact: true }).click()
  const onramp = dialog(page, 'Buy Crypto')
  await onramp.getByLabel(/^Amount in/).fill('50')
  await onramp.getByText('You get').waitFor()
  return onramp
}

test('behavior: Buy opens the provider window in the click with the blocker on; a failed request closes it', async () => {
  const { page } = t
  onTestFailed(() => {
    if (t.errors.length) console.error(`page errors:\n${t.errors.join('\n')}`)
  })
  // the blocker is on: a window opened outside a click is refused
  await expect.poll(() => page.evaluate(() => Reflect.get(window, '__popupRefused'))).toBe(true)
  expect(t.context.pages()).toHaveLength(1)

  await nav(page).getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page)
    .getByRole('button', { name: /Walletport Demo Wallet/ })
    .click()
  await dialog(page, 'Sign In').getByRole('button', { name: 'Sign', exact: true }).click()
  await waitForText(page.getByTestId('session'), 'Signed in as')
  const before = await expectShownBalance(page, 0)

  // the URL request fails: the blank window opened in the click is closed again
  proxy.failUrl = true
  let onramp = await openBuy(page)
  const blank = t.context.waitForEvent('page')
  await onramp.getByRole('button', { name: 'Buy', exact: true }).click()
  const opened = await blank
  await opened.waitForEvent('close')
  await waitForText(page.locator('.wp-toast'), 'Could not open the provider')

  // the request succeeds: the same window goes to the provider's page; paying there sends
  // ether to the wallet, and coming back to the page shows the new balance
  proxy.failUrl = false
  await dialog(page, 'Buy Crypto').waitFor()
  onramp = dialog(page, 'Buy Crypto')
  const popup = t.context.waitForEvent('page')
  await onramp.getByRole('button', { name: 'Buy', exact: true }).click()
  const provider = await popup
  await provider.waitForURL(/\/onramp\/buy\?order=/)
  // pending while the provider's window is open
  await onramp
    .getByText("Finish your purchase in the provider's window.", { exact: false })
    .waitFor()
  await provider.getByRole('button', { name: /Pay/ }).click()
  await expect.poll(() => readBalance(devnet.nodes[0], devnet.address)).toBeGreaterThan(before)
  await provider.close()
  // the visitor comes back: headless Chromium sends no focus when a popup closes, so the
  // tab is brought to the front and given the focus event a browser would send
  await page.bringToFront()
  await page.evaluate(() => window.dispatchEvent(new Event('focus')))
  // back on the page: no longer pending
  await onramp
    .getByText("Finish your purchase in the provider's window.", { exact: false })
    .waitFor({ state: 'detached' })
  expect(await expectShownBalance(page, 0)).toBeGreaterThan(before)
}, 90_000)

test('behavior: the balance follows a send, a switch, and shows none on an unsupported network', async () => {
  const { page } = t
  onTestFailed(() => {
    if (t.errors.length) console.error(`page errors:\n${t.errors.join('\n')}`)
  })
  // a send: the balance is read again once it is started
  const beforeSend = await expectShownBalance(page, 0)
  await openAccount(page)
  await dialog(page, 'Account').getByRole('button', { name: 'Send', exact: true }).click()
  const form = dialog(page, 'Send')
  await form.getByLabel('Amount', { exact: true }).fill('2')
  await form.getByLabel('To', { exact: true }).fill(RECIPIENT)
  await form.getByRole('button', { name: 'Review send' }).click()
  await dialog(page, 'Review Send').getByRole('button', { name: 'Send', exact: true }).click()
  await waitForText(page.locator('.wp-toast'), 'Transaction started')
  expect(await expectShownBalance(page, 0)).toBeLessThan(beforeSend)
  const onA = await page.locator('.wp-button-balance').textContent()
  await dialog(page).getByRole('button', { name: 'Close' }).click()
  await dialog(page).waitFor({ state: 'detached' })

  // a switch: Devnet B's balance, never A's
  await nav(page)
    .getByRole('button', { name: /^Network:/ })
    .click()
  await dialog(page)
    .getByRole('button', { name: /Devnet B/ })
    .click()
  await waitForText(page.getByTestId('network'), 'Devnet B')
  await expectShownBalance(page, 1)
  expect(await page.locator('.wp-button-balance').textContent()).not.toBe(onA)
  if (await dialog(page, 'Sign In').count()) await page.keyboard.press('Escape')

  // the wallet moves to a network the app does not list: no balance at all
  await page.getByRole('button', { name: 'Move the wallet to Devnet C' }).click()
  await dialog(page, 'Switch Network').waitFor()
  await waitForText(page.getByTestId('balance'), '—')
  await expect.poll(() => page.locator('.wp-button-balance').count()).toBe(0)
  // nor in the modal
  // biome-ignore lint/performance/useDomNodeTextContent: playwright's Locator.innerText
  expect(await dialog(page, 'Switch Network').innerText()).not.toMatch(/\d ETH/)
}, 90_000)
