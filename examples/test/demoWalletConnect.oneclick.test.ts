import {
  createTestWallet,
  startRelay,
  type TestRelay,
  type TestWallet,
} from '@walletport/core/test'
import type { Browser, Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, onTestFailed, test } from 'vitest'
import { type Devnet, getDevKey, startDevnet } from '../scripts/devnet.js'
import { getPhoneWalletConfig, PHONE_WALLET_INDEX } from '../scripts/phoneWalletConfig.js'
import { openPhoneWallet } from './demoWalletConnect/phoneWalletPage.js'
import { readQrFromPage } from './demoWalletConnect/readQrFromPage.js'
import { launchChromium, openPage, type TestPage } from './harness/browser.js'
import { type ExampleServer, startExampleServer } from './harness/exampleServer.js'
import { waitForText } from './harness/wait.js'

// one-click sign-in over WalletConnect in the browser: the demo (sign-in on, every network
// eip155, so the kit asks the wallet to authenticate within the pairing) paired with the demo
// phone wallet, a real WalletKit wallet in a page of its own; then a wallet that has no
// one-click sign-in (the real WalletKit wallet side, with no session_authenticate listener)
let devnet: Devnet
let relay: TestRelay
let browser: Browser
let demo: ExampleServer
let phone: ExampleServer
let plain: TestWallet
const closing: (() => Promise<void>)[] = []
const PHONE_ADDRESS = getDevKey(PHONE_WALLET_INDEX).address

beforeAll(async () => {
  ;[devnet, relay, browser] = await Promise.all([startDevnet(), startRelay(), launchChromium()])
  const [nodeA] = devnet.nodes
  ;[phone, demo, plain] = await Promise.all([
    startExampleServer({
      example: 'phone-wallet',
      demo: getPhoneWalletConfig(devnet.config, relay.url),
    }),
    startExampleServer({ example: 'demo', demo: { ...devnet.config, relayUrl: relay.url } }),
    createTestWallet({
      relayUrl: relay.url,
      anvilUrl: nodeA.rpcUrl,
      name: 'oneclick-unsupported',
      eip155Chains: [`eip155:${nodeA.chainId}`],
      behavior: { authenticate: 'unsupported' },
    }),
  ])
}, 300_000)

afterAll(async () => {
  for (const close of closing.reverse()) await close().catch(() => {})
  await plain?.close()
  await demo?.close()
  await phone?.close()
  await browser?.close()
  await relay?.close()
  await devnet?.stop()
})

const nav = (page: Page) => page.getByRole('navigation', { name: 'Wallet' })
const dialog = (page: Page, name?: string) =>
  name ? page.getByRole('dialog', { name }) : page.getByRole('dialog')

/** Records the name of every dialog the page shows, however briefly, in `__dialogs`. */
function recordDialogs() {
  const seen = new Set<string>()
  Object.assign(window, { __dialogs: seen })
  const record = () => {
    for (const element of document.querySelectorAll('[role="dialog"]')) {
      const labelledBy = element.getAttribute('aria-labelledby')
      const name =
        element.getAttribute('aria-label') ??
        (labelledBy ? document.getElementById(labelledBy)?.textContent : undefined)
      if (name) seen.add(name.trim())
    }
  }
  new MutationObserver(record).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  })
}

const dialogsSeen = (page: Page) =>
  page.evaluate(() => [...((window as { __dialogs?: Set<string> }).__dialogs ?? [])])

async function openDemo(): Promise<TestPage> {
  // `?wallet=none`: no injected wallet, so WalletConnect is the way in
  const opened = await openPage(browser, `${demo.url}?wallet=none`, { init: [recordDialogs] })
  closing.push(opened.close)
  opened.context.setDefaultTimeout(30_000)
  onTestFailed(() => {
    if (opened.errors.length) console.error(`demo page errors:\n${opened.errors.join('\n')}`)
  })
  await nav(opened.page).getByRole('button', { name: 'Connect Wallet' }).waitFor()
  return opened
}

/** Connect, WalletConnect, then the URI read from the QR code's pixels. */
async function readPairingUri(page: Page): Promise<string> {
  await nav(page).getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page, 'Connect Wallet').getByRole('button', { name: 'WalletConnect' }).click()
  const qr = dialog(page).getByRole('img', { name: /^QR code to connect/ })
  await qr.waitFor().catch(async (error: unknown) => {
    // what the modal shows instead says more than the timeout
    const shown = await dialog(page)
      .textContent()
      .catch(() => 'no dialog')
    throw new Error(`no QR code; the modal shows: ${shown}`, { cause: error })
  })
  let text: string | undefined
  await expect
    .poll(
      async () => {
        text = (await readQrFromPage(page, qr))?.text
        return text
      },
      { timeout: 30_000 },
    )
    .toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return text as string
}

/** The page's sign-in session: on `chainId`, by `address`, its message signed by that key. */
async function expectSignedIn(page: Page, address: Hex, chainId: number) {
  await waitForText(page.getByTestId('session'), `eip155:${chainId}`, 30_000)
  const message = (await page.getByTestId('session-message').textContent()) ?? ''
  const signature = (await page.getByTestId('session-signature').textContent()) as Hex
  expect(message).toContain(address)
  expect(message).toContain(`Chain ID: ${chainId}`)
  expect(await verifyMessage({ address, message, signature })).toBe(true)
  return message
}

describe('one-click sign-in over WalletConnect in Chromium', () => {
  test('behavior: one approval in the phone wallet connects and signs in, with no second signature request', async () => {
    const { page, errors } = await openDemo()
    const wallet = await openPhoneWallet(browser, phone.url)
    closing.push(wallet.close)
    onTestFailed(() => {
      if (wallet.errors.length) console.error(`wallet page errors:\n${wallet.errors.join('\n')}`)
    })
    await waitForText(wallet.page.getByTestId('wallet-address'), PHONE_ADDRESS)

    await wallet.page.getByLabel('Pairing link').fill(await readPairingUri(page))
    await wallet.page.getByRole('button', { name: 'Connect', exact: true }).click()
    // the wallet is asked once, to connect and sign in together: no plain proposal
    const request = /^Walletport demo wants to connect and sign in$/
    await waitForText(wallet.card(request), 'Sign in to the Walletport demo')
    expect(await wallet.card(/^Walletport demo wants to connect$/).count()).toBe(0)
    await wallet.approve(request)

    // connected and signed in from that one approval: the modal closes, never asking to sign
    await waitForText(page.getByTestId('address'), PHONE_ADDRESS, 30_000)
    const message = await expectSignedIn(page, PHONE_ADDRESS, 31337)
    expect(message).toMatch(/^Sign in to the Walletport demo\./m)
    await dialog(page).waitFor({ state: 'hidden' })
    expect(await dialogsSeen(page)).not.toContain('Sign In')
    await waitForText(wallet.session(), 'Walletport demo')
    expect(await wallet.card(/^Sign a message/).count()).toBe(0)

    // the session the sign-in made carries requests: a message signed in the wallet
    await page.getByRole('button', { name: 'Sign message' }).click()
    await wallet.approve(/^Sign a message on Devnet A$/)
    await waitForText(page.getByTestId('signature-valid'), 'Verified: signed by this account.')

    // both were stored: a reload restores the connection and the sign-in, asking nothing
    await page.reload()
    await waitForText(page.getByTestId('address'), PHONE_ADDRESS, 30_000)
    expect(await expectSignedIn(page, PHONE_ADDRESS, 31337)).toBe(message)
    expect(await dialog(page).count()).toBe(0)
    expect(await dialogsSeen(page)).not.toContain('Sign In')
    expect(errors).toEqual([])
    expect(wallet.errors).toEqual([])
  }, 300_000)

  test("behavior: a wallet without one-click sign-in connects, then signs in at the kit's request", async () => {
    const { page, errors } = await openDemo()
    const before = plain.requests.length
    await plain.pair(await readPairingUri(page))

    // the fallback proposal connected; the kit asks for the sign-in as a second step
    await waitForText(page.getByTestId('address'), plain.account.address, 30_000)
    const view = dialog(page, 'Sign In')
    await view.getByRole('button', { name: 'Sign', exact: true }).click()
    await expectSignedIn(page, plain.account.address, 31337)
    await dialog(page).waitFor({ state: 'hidden' })
    expect(plain.requests.slice(before).map((r) => r.method)).toEqual(['personal_sign'])
    // the recorder the one-click test relies on did see this sign view
    expect(await dialogsSeen(page)).toContain('Sign In')
    expect(errors).toEqual([])
  }, 300_000)
})
