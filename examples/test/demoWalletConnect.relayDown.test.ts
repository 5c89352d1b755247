import { startRelay, type TestRelay } from '@walletport/core/test'
import { type Browser, devices } from 'playwright-core'
import { afterAll, beforeAll, expect, onTestFailed, test } from 'vitest'
import { type Devnet, getDevKey, startDevnet } from '../scripts/devnet.js'
import { getPhoneWalletConfig, PHONE_WALLET_INDEX } from '../scripts/phoneWalletConfig.js'
import { giveUriToWallet, readPairingQr } from './demoWalletConnect/pairByQr.js'
import { openPhoneWallet } from './demoWalletConnect/phoneWalletPage.js'
import { launchChromium } from './harness/browser.js'
import { type ExampleServer, startExampleServer } from './harness/exampleServer.js'
import { waitForText } from './harness/wait.js'

// a phone with no injected wallet, pairing while the relay is down: the modal explains the
// failure (the relay's URL and what to check) with a retry, and once the relay is back the
// retry pairs with the demo phone wallet
let devnet: Devnet
let relay: TestRelay
let browser: Browser
let page: ExampleServer
let phone: ExampleServer
const closing: (() => Promise<void>)[] = []

beforeAll(async () => {
  ;[devnet, relay, browser] = await Promise.all([startDevnet(), startRelay(), launchChromium()])
  phone = await startExampleServer({
    example: 'phone-wallet',
    demo: getPhoneWalletConfig(devnet.config, relay.url),
  })
  page = await startExampleServer({
    example: 'multichain',
    demo: { ...devnet.config, relayUrl: relay.url },
  })
}, 300_000)

afterAll(async () => {
  for (const close of closing.reverse()) await close().catch(() => {})
  await page?.close()
  await phone?.close()
  await browser?.close()
  await relay?.close()
  await devnet?.stop()
})

test('behavior: with the relay down the modal names it and what to check; Try again pairs once it is back', async () => {
  const context = await browser.newContext({ ...devices['iPhone 13'] })
  closing.push(() => context.close())
  context.setDefaultTimeout(30_000)
  const opened = await context.newPage()
  const errors: string[] = []
  opened.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  onTestFailed(() => {
    if (errors.length) console.error(`page errors:\n${errors.join('\n')}`)
  })
  await opened.goto(`${page.url}?chains=eip155`)
  const nav = opened.getByRole('navigation', { name: 'Wallet' })
  await nav.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  expect(await opened.evaluate(() => 'ethereum' in window)).toBe(false)

  await relay.stop()
  const started = Date.now()
  await nav.getByRole('button', { name: 'Connect Wallet' }).click()
  await opened
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'WalletConnect' })
    .click()
  const dialog = opened.getByRole('dialog')
  await waitForText(dialog, 'Connection failed', 30_000)
  // bounded: the kit's relay deadline is 10 s; the page load on a busy machine adds to it
  expect(Date.now() - started).toBeLessThan(25_000)
  const lines = await dialog.getByTestId('pairing-failure').allTextContents()
  expect(lines).toEqual([
    `The WalletConnect relay at ${relay.url} cannot be reached.`,
    expect.stringMatching(/^Check that the relay is running and that this page can reach it/),
  ])
  expect(await dialog.textContent()).not.toMatch(/publish|-32603|Namespace 'none'/)
  await expect.poll(() => dialog.getByRole('img', { name: /^QR code to connect/ }).count()).toBe(0)

  // the relay is back: Try again shows a QR code the phone wallet pairs with
  await relay.start()
  const wallet = await openPhoneWallet(browser, phone.url, devices['Pixel 7'])
  closing.push(() => wallet.close())
  await dialog.getByRole('button', { name: 'Try again' }).click()
  const qr = await readPairingQr(opened, { open: false })
  await giveUriToWallet(wallet, qr, 'image')
  await wallet.approve(/^Walletport multichain wants to connect$/)
  await waitForText(opened.getByTestId('address-eip155'), getDevKey(PHONE_WALLET_INDEX).address)
  expect(errors).toEqual([])
}, 300_000)
