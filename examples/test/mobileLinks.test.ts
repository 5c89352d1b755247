import {
  createTestWallet,
  startRelay,
  type TestRelay,
  type TestWallet,
} from '@walletport/core/test'
import { type Browser, type BrowserContext, devices, type Page } from 'playwright-core'
import { afterAll, beforeAll, expect, onTestFailed, test } from 'vitest'
import { type Devnet, startDevnet } from '../scripts/devnet.js'
import { launchChromium } from './harness/browser.js'
import { checkView } from './harness/checkView.js'
import { type ExampleServer, startExampleServer } from './harness/exampleServer.js'

// the demo on a phone (a mobile user agent, touch, no injected wallet but the demo's own) with
// WalletConnect on a local relay: choosing a wallet must open its app with the pairing URI in
// the tap itself, as iOS Safari and Telegram allow nothing else
let devnet: Devnet
let relay: TestRelay
let browser: Browser
let server: ExampleServer
let wallet: TestWallet

beforeAll(async () => {
  ;[devnet, relay, browser] = await Promise.all([startDevnet(), startRelay(), launchChromium()])
  server = await startExampleServer({
    example: 'demo',
    demo: { ...devnet.config, relayUrl: relay.url },
  })
  wallet = await createTestWallet({
    relayUrl: relay.url,
    anvilUrl: devnet.config.chains[0]?.rpcUrl ?? '',
    name: 'mobile-links-wallet',
    eip155Chains: devnet.config.chains.filter((c) => c.rpcUrl).map((c) => `eip155:${c.id}`),
  })
}, 120_000)

afterAll(async () => {
  await wallet?.close()
  await server?.close()
  await browser?.close()
  await relay?.close()
  await devnet?.stop()
})

type OpenedLink = { url: string; target: string; during: string | null; sameTask: boolean }

/**
 * Runs in the page before its scripts: `window.open` (how universal links open) records each
 * link, with the event being dispatched at that moment (`window.event`: the tap's click while
 * its handlers run, none after an await) and whether the tap's task was still running.
 */
function recordOpenedLinks() {
  const page = window as unknown as { __links: OpenedLink[] }
  page.__links = []
  let tapTask = false
  addEventListener(
    'click',
    () => {
      tapTask = true
      setTimeout(() => {
        tapTask = false
      }, 0)
    },
    true,
  )
  window.open = (url?: string | URL, target?: string) => {
    page.__links.push({
      url: String(url),
      target: target ?? '',
      during: window.event?.type ?? null,
      sameTask: tapTask,
    })
    return null
  }
}

async function phonePage(device: 'Pixel 7' | 'iPhone 13') {
  const context: BrowserContext = await browser.newContext({
    ...devices[device],
    permissions: ['clipboard-read', 'clipboard-write'],
  })
  context.setDefaultTimeout(15_000)
  await context.addInitScript(recordOpenedLinks)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  onTestFailed(() => {
    if (errors.length) console.error(`page errors:\n${errors.join('\n')}`)
  })
  await page.goto(server.url)
  return { context, page }
}

const links = (page: Page) =>
  page.evaluate(() => (window as unknown as { __links: OpenedLink[] }).__links)
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })

/** opens All Wallets and waits until the early pairing has its URI at the relay */
async function openAllWallets(page: Page) {
  // a proposal (wc_proposeSession), or a one-click request (tag 1116) with the demo's sign-in
  const proposals = () =>
    relay.calls.filter((call) => call === 'wc_proposeSession').length +
    relay.publishedTags.filter((tag) => tag === 1116).length
  const before = proposals()
  await page.getByRole('navigation', { name: 'Wallet' }).getByRole('button').first().tap()
  const connect = dialog(page, 'Connect Wallet')
  await connect.getByRole('button', { name: /All Wallets/ }).tap()
  await dialog(page, 'All Wallets').getByRole('list', { name: 'Wallets' }).waitFor()
  // the list started a pairing: the session proposal reaches the relay once the URI exists
  await expect.poll(proposals, { timeout: 15_000 }).toBeGreaterThan(before)
  await page.waitForTimeout(300)
}

async function tapWallet(page: Page, name: string) {
  const list = dialog(page, 'All Wallets')
  await list.getByRole('searchbox', { name: 'Search wallets' }).fill(name.split(' ')[0] ?? name)
  await list.getByRole('button', { name, exact: true }).tap()
  return dialog(page, name)
}

test('default: on a phone a wallet opens with the URI inside the tap; Open again; Copy link; pairing', async () => {
  const { context, page } = await phonePage('Pixel 7')
  try {
    await openAllWallets(page)
    // Binance Wallet opens by its universal (https) link: a new browsing context
    const view = await tapWallet(page, 'Binance Wallet')
    const [first] = await links(page)
    expect(first).toMatchObject({ target: '_blank', during: 'click', sameTask: true })
    expect(first?.url).toMatch(/^https:\/\/app\.binance\.com\/cedefi\/wc\?uri=wc%3A/)
    const uri = decodeURIComponent(new URL(first!.url).searchParams.get('uri') ?? '')
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)

    const again = view.getByRole('link', { name: 'Open again' })
    expect(await again.getAttribute('href')).toBe(first?.url)
    await checkView(page, 'mobile-links-pairing')
    await again.tap()
    expect((await links(page)).at(-1)).toEqual(first)

    await view.getByRole('button', { name: 'Copy link' }).tap()
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(uri)

    // the phone wallet approves: the pairing view gives way to the connected kit
    await wallet.pair(uri)
    await view.waitFor({ state: 'hidden', timeout: 20_000 })
    expect(wallet.sessionTopics().length).toBeGreaterThan(0)
  } finally {
    await context.close()
  }
}, 90_000)

test('behavior: on iPhone Safari the same URI serves the next wallet until it expires', async () => {
  const { context, page } = await phonePage('iPhone 13')
  try {
    await openAllWallets(page)
    await tapWallet(page, 'Binance Wallet')
    const [first] = await links(page)
    expect(first).toMatchObject({ during: 'click', sameTask: true })
    const uri = new URL(first!.url).searchParams.get('uri')
    // back to the list, then a wallet with an app scheme: its link carries the same URI
    await page.getByRole('button', { name: 'Back' }).tap()
    const metamask = await tapWallet(page, 'MetaMask')
    const again = metamask.getByRole('link', { name: 'Open again' })
    expect(await again.getAttribute('href')).toBe(
      `metamask://wc?uri=${encodeURIComponent(uri ?? '')}`,
    )
  } finally {
    await context.close()
  }
}, 90_000)
