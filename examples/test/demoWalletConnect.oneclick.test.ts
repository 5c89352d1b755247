import { createTestWallet, type TestWallet } from '@walletport/core/test'
import type { Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, onTestFailed, test } from 'vitest'
import { getDevKey } from '../scripts/devnet.js'
import { PHONE_WALLET_INDEX } from '../scripts/phoneWalletConfig.js'
import { readPairingQr } from './demoWalletConnect/pairByQr.js'
import { openPhoneWallet } from './demoWalletConnect/phoneWalletPage.js'
import { setUpPairingStack } from './demoWalletConnect/setUpPairingStack.js'
import { openPage, type TestPage } from './harness/browser.js'
import { waitForText } from './harness/wait.js'

// one-click sign-in over WalletConnect in the browser: the demo (sign-in on, every network
// eip155, so the kit asks the wallet to authenticate within the pairing) paired with the demo
// phone wallet, a real WalletKit wallet in a page of its own; then a wallet that has no
// one-click sign-in (the real WalletKit wallet side, with no session_authenticate listener)
const stack = setUpPairingStack({ example: 'demo' })
let plain: TestWallet
const PHONE_ADDRESS = getDevKey(PHONE_WALLET_INDEX).address

// a second wallet, the real WalletKit side with no one-click sign-in, on the stack's relay
beforeAll(async () => {
  const [nodeA] = stack.devnet.nodes
  plain = await createTestWallet({
    relayUrl: stack.relay.url,
    anvilUrl: nodeA.rpcUrl,
    name: 'oneclick-unsupported',
    eip155Chains: [`eip155:${nodeA.chainId}`],
    behavior: { authenticate: 'unsupported' },
  })
}, 60_000)
afterAll(() => plain?.close())

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
  const opened = await openPage(stack.browser, `${stack.site.url}?wallet=none`, {
    init: [recordDialogs],
  })
  stack.onClose(opened.close)
  opened.context.setDefaultTimeout(30_000)
  onTestFailed(() => {
    if (opened.errors.length) console.error(`demo page errors:\n${opened.errors.join('\n')}`)
  })
  await nav(opened.page).getByRole('button', { name: 'Connect Wallet' }).waitFor()
  return opened
}

/** Connect, WalletConnect, then the URI read from the QR code's pixels. */
/** Connect, WalletConnect, then the URI read from the QR code's pixels. */
async function readPairingUri(page: Page): Promise<string> {
  return (await readPairingQr(page)).text
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
    const wallet = await openPhoneWallet(stack.browser, stack.phone.url)
    stack.onClose(wallet.close)
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
