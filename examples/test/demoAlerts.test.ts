import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, onTestFailed, test } from 'vitest'
import { type Devnet, startDevnet } from '../scripts/devnet.js'
import { launchChromium, openPage, type TestPage } from './harness/browser.js'
import { checkView } from './harness/checkView.js'
import { getExampleBuild } from './harness/exampleBuild.js'
import { type ExampleServer, startExampleServer } from './harness/exampleServer.js'
import { shootSizes } from './harness/shootSizes.js'
import { waitForText } from './harness/wait.js'

// SPEC section 8's alerts in a real browser, each from the situation that raises it: the demo
// with hosted features on and no project id, and the demo against a data service whose
// answers carry the provider messages that map to alerts. Each is shown in the modal with its
// title and meaning, announced (role alert), dismissible, and shown once per page

let devnet: Devnet
let browser: Browser
let provider: { url: string; message: string; server: Server }
const servers: ExampleServer[] = []
const pages: TestPage[] = []

/** a data service that refuses every request with `provider.message`, as the hosted one does */
async function startRefusingService() {
  const state = { message: '' }
  const server = createServer((req, res) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
      'access-control-allow-methods': 'GET, POST',
    }
    req.resume()
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end()
    res
      .writeHead(401, { ...cors, 'content-type': 'application/json' })
      .end(JSON.stringify({ message: state.message }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(state, { url: `http://127.0.0.1:${port}`, server })
}

beforeAll(async () => {
  ;[devnet, browser, provider] = await Promise.all([
    startDevnet(),
    launchChromium(),
    startRefusingService(),
    // the build is shared by the run; a cold one on a loaded machine takes a while
    getExampleBuild('demo'),
  ])
}, 300_000)

afterAll(async () => {
  for (const page of pages) await page.close().catch(() => {})
  for (const server of servers) await server.close().catch(() => {})
  await browser?.close()
  await devnet?.stop()
  provider?.server.closeAllConnections()
  await new Promise((resolve) => provider?.server.close(resolve))
})

async function open(dataServiceUrl: string | undefined): Promise<Page> {
  const server = await startExampleServer({
    example: 'demo',
    demo: { ...devnet.config, dataServiceUrl },
  })
  servers.push(server)
  const t = await openPage(browser, server.url)
  pages.push(t)
  onTestFailed(() => {
    if (t.errors.length) console.error(`page errors:\n${t.errors.join('\n')}`)
  })
  return t.page
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Wallet' })

/** the alert in the modal: its title and meaning, then dismissed with its button */
async function expectAlert(page: Page, title: string, meaning: string) {
  const alert = page.getByRole('dialog').getByRole('alert')
  await alert.waitFor()
  expect(await alert.locator('.wp-alert-title').textContent()).toBe(title)
  expect(await alert.locator('.wp-alert-description').textContent()).toBe(meaning)
  await alert.getByRole('button', { name: 'Dismiss' }).click()
  await alert.waitFor({ state: 'detached' })
}

test('behavior: PROJECT_ID_NOT_CONFIGURED: hosted features on, no project id, no endpoint', async () => {
  const page = await open(undefined)
  await nav(page).getByRole('button', { name: 'Connect Wallet' }).click()
  await expectAlert(
    page,
    'Project ID Not Configured',
    'A project id is needed for the hosted features this app turns on.',
  )
  // once per page: closing and opening the modal again does not bring it back
  await page.keyboard.press('Escape')
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  await nav(page).getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog').waitFor()
  expect(await page.getByRole('dialog').getByRole('alert').count()).toBe(0)
})

const PROVIDER_ALERTS = [
  [
    'Unauthorized: origin not allowed',
    'Invalid App Configuration',
    "This origin is not on the project's allowlist.",
  ],
  ['Unauthorized: invalid key', 'Invalid App Configuration', 'The project id is invalid.'],
  [
    'JWT validation error: JWT Token is not yet valid',
    'Session Expired',
    "The session is invalid. Check the device's time settings and connect again.",
  ],
] as const

test.each(PROVIDER_ALERTS)(
  'behavior: the data service answering %j shows its alert',
  async (message, title, meaning) => {
    provider.message = message
    const page = await open(provider.url)
    await nav(page).getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Walletport Demo Wallet/ })
      .click()
    // connected: the balance read meets the refusal
    await expectAlert(page, title, meaning)
  },
  45_000,
)

test('behavior: SWITCH_NETWORK_NOT_FOUND: the app asks to switch to a network it does not list', async () => {
  const page = await open(devnet.config.dataServiceUrl)
  await nav(page).getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Walletport Demo Wallet/ })
    .click()
  await page
    .getByRole('dialog', { name: 'Sign In' })
    .getByRole('button', { name: 'Sign', exact: true })
    .click()
  await waitForText(page.getByTestId('session'), 'Signed in as')
  // the app's own menu offers Devnet C, which the wallet knows and the app does not list
  const panel = page.getByRole('region', { name: 'Switch from the app' })
  await panel.getByRole('button', { name: 'Devnet C (not listed)' }).click()
  // the app opens the modal on the failure, where the kit's alert explains it
  const alert = page.getByRole('dialog').getByRole('alert')
  await alert.waitFor()
  await checkView(page, 'alert-network-not-found')
  await shootSizes(page, 'alert-network-not-found')
  await expectAlert(
    page,
    'Network Not Found',
    'The network must be in the networks array of the app.',
  )
  await page.keyboard.press('Escape')
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  // the switch failed with the kit's typed error; nothing moved
  await waitForText(panel.getByRole('alert'), 'Network not found')
  expect(await page.getByTestId('network').textContent()).toBe('Devnet A')
  // once per page: asking again fails the same way but shows no second alert
  await panel.getByRole('button', { name: 'Devnet C (not listed)' }).click()
  await page.getByRole('dialog').waitFor()
  expect(await page.getByRole('dialog').getByRole('alert').count()).toBe(0)
}, 120_000)
