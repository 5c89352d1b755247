import { startRelay, type TestRelay } from '@walletport/core/test'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, onTestFailed, test } from 'vitest'
import { type Devnet, getDevKey, startDevnet } from '../scripts/devnet.js'
import { getPhoneWalletConfig, PHONE_WALLET_INDEX } from '../scripts/phoneWalletConfig.js'
import { giveUriToWallet } from './demoWalletConnect/pairByQr.js'
import { openPhoneWallet } from './demoWalletConnect/phoneWalletPage.js'
import { readQrFromPage } from './demoWalletConnect/readQrFromPage.js'
import { launchChromium } from './harness/browser.js'
import { checkView } from './harness/checkView.js'
import { type ExampleServer, startExampleServer } from './harness/exampleServer.js'
import { shootSizes } from './harness/shootSizes.js'
import { waitForText } from './harness/wait.js'

// the demo's custom wallet (customWallets: the demo phone wallet, with a data-URI logo) as a
// visitor with no extension sees it: listed after the featured wallets, found by search, and
// chosen on a computer it shows the QR code its phone wallet scans to connect
let devnet: Devnet
let relay: TestRelay
let browser: Browser
let demo: ExampleServer
let phone: ExampleServer
const closing: (() => Promise<void>)[] = []
const WALLET_ADDRESS = getDevKey(PHONE_WALLET_INDEX).address

beforeAll(async () => {
  ;[devnet, relay, browser] = await Promise.all([startDevnet(), startRelay(), launchChromium()])
  phone = await startExampleServer({
    example: 'phone-wallet',
    demo: getPhoneWalletConfig(devnet.config, relay.url),
  })
  demo = await startExampleServer({
    example: 'demo',
    demo: { ...devnet.config, relayUrl: relay.url, phoneWalletUrl: phone.url },
  })
}, 300_000)

afterAll(async () => {
  for (const close of closing.reverse()) await close().catch(() => {})
  await demo?.close()
  await phone?.close()
  await browser?.close()
  await relay?.close()
  await devnet?.stop()
})

const nav = (page: Page) => page.getByRole('navigation', { name: 'Wallet' })
const dialog = (page: Page, name?: string) =>
  name ? page.getByRole('dialog', { name }) : page.getByRole('dialog')

async function openDemo() {
  const context: BrowserContext = await browser.newContext({
    viewport: { width: 1024, height: 800 },
  })
  closing.push(() => context.close())
  context.setDefaultTimeout(30_000)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  onTestFailed(() => {
    if (errors.length) console.error(`demo page errors:\n${errors.join('\n')}`)
  })
  // `?wallet=none`: no demo wallet injected, as a browser without an extension
  await page.goto(`${demo.url}?wallet=none`)
  await nav(page).getByRole('button', { name: 'Connect Wallet' }).waitFor()
  return { page, errors }
}

test('behavior: the custom wallet shows after WalletConnect with its logo, is found in All Wallets, and pairs by its QR code', async () => {
  const { page, errors } = await openDemo()
  await nav(page).getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = dialog(page, 'Connect Wallet')
  const wallets = connect.getByRole('list', { name: 'Wallets' })
  const custom = wallets.getByRole('button', { name: 'Demo Phone Wallet' })
  await custom.locator('.wp-logo[data-state="loaded"] img').waitFor()
  // no recent, installed or featured wallet here: the custom one comes next, before the
  // bundled recommended ones
  const names = await wallets.locator('.wp-wallet-name').allTextContents()
  expect(names.slice(0, 2)).toEqual(['WalletConnect', 'Demo Phone Wallet'])
  expect(names.length).toBeGreaterThan(3)
  await checkView(page, 'custom-wallet-1-connect')
  await shootSizes(page, 'custom-wallet-connect')

  // All Wallets lists it and a search finds it
  await wallets.getByRole('button', { name: 'All Wallets' }).click()
  const all = dialog(page, 'All Wallets')
  await all.getByRole('searchbox').fill('phone')
  await waitForText(all.getByRole('list', { name: 'Wallets' }), /^Demo Phone Wallet$/)
  await all.getByRole('button', { name: 'Demo Phone Wallet' }).click()

  // on a computer: its own pairing view, with the QR code the phone wallet reads
  const pairing = dialog(page, 'Demo Phone Wallet')
  const qr = pairing.getByRole('img', { name: /^QR code to connect/ })
  await qr.waitFor()
  let read: Awaited<ReturnType<typeof readQrFromPage>>
  await expect
    .poll(
      async () => {
        read = await readQrFromPage(page, qr)
        return read?.text
      },
      { timeout: 30_000 },
    )
    .toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await checkView(page, 'custom-wallet-2-pairing')

  const wallet = await openPhoneWallet(browser, phone.url)
  closing.push(() => wallet.close())
  await waitForText(wallet.page.getByTestId('wallet-address'), WALLET_ADDRESS)
  await giveUriToWallet(wallet, read!, 'paste')
  const request = /^Walletport demo wants to connect( and sign in)?$/
  await wallet.approve(request)
  // the demo signs in after connecting, unless the pairing already did
  const signIn = dialog(page, 'Sign In')
  const signedIn = page.getByTestId('session').filter({ hasText: 'eip155:31337' })
  await signIn.or(signedIn).first().waitFor()
  if (await signIn.isVisible()) {
    await signIn.getByRole('button', { name: 'Sign', exact: true }).click()
    await wallet.approve(/^Sign a message on Devnet/)
  }
  await waitForText(page.getByTestId('address'), WALLET_ADDRESS)

  // the networks: the demo's local chains have no logo, so their monograms show
  await dialog(page).waitFor({ state: 'hidden' })
  await nav(page)
    .getByRole('button', { name: /^Network:/ })
    .click()
  const networks = dialog(page, 'Choose Network')
  await networks.locator('.wp-logo[data-state="failed"]').first().waitFor()
  await expect
    .poll(() => networks.locator('.wp-logo .wp-logo-monogram').allTextContents())
    .toEqual(['D', 'D'])
  await checkView(page, 'custom-wallet-3-networks')
  await shootSizes(page, 'custom-wallet-networks')
  expect(errors).toEqual([])
}, 240_000)
