import type { Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { afterAll, beforeAll, expect, onTestFailed, test } from 'vitest'
import { openPage, type TestPage, tabTo } from './harness/browser.js'
import { formatEtherCut, readBalance } from './harness/chain.js'
import { checkView } from './harness/checkView.js'
import { type Environment, startEnvironment } from './harness/environment.js'
import { waitForText } from './harness/wait.js'

// the README's demo (react-ui on two anvil chains with the EIP-6963 demo wallet), end to end
// in Debian's chromium: every view gets a screenshot and an axe scan
let env: Environment
const pages: TestPage[] = []

beforeAll(async () => {
  env = await startEnvironment({ example: 'demo', cacheKey: 'test-demo' })
}, 60_000)

afterAll(async () => {
  for (const page of pages) await page.close().catch(() => {})
  await env?.stop()
})

const WALLET = /Walletport Demo Wallet/
const nav = (page: Page) => page.getByRole('navigation', { name: 'Wallet' })
const dialog = (page: Page, name?: string) =>
  name ? page.getByRole('dialog', { name }) : page.getByRole('dialog')

async function open(): Promise<TestPage> {
  const opened = await openPage(env.browser, env.url)
  pages.push(opened)
  // what the page said helps more than a timeout
  onTestFailed(() => {
    if (opened.errors.length) console.error(`page errors:\n${opened.errors.join('\n')}`)
  })
  await nav(opened.page).getByRole('button').first().waitFor()
  return opened
}

/** waits for the modal to show the view with this title */
async function expectView(page: Page, title: string) {
  await dialog(page, title).waitFor()
}

async function expectClosed(page: Page) {
  await dialog(page).waitFor({ state: 'hidden' })
}

/** waits until the open view shows this control (views load lazily), then tabs to it */
async function tabToControl(page: Page, name: RegExp, options?: { backward?: boolean }) {
  await page.getByRole('button', { name }).first().waitFor()
  await tabTo(page, name, options)
}

/** the text without thousands separators, so `10,000` and `10000` compare equal */
const digits = (text: string | null) => (text ?? '').replace(/[,\s\u00a0\u202f]/g, '')

async function expectBalances(page: Page, node: 0 | 1) {
  const expected = formatEtherCut(await readBalance(env.devnet.nodes[node], env.devnet.address))
  await waitForText(page.getByTestId('balance'), `${expected} ETH`)
  return expected
}

/** the balance the modal shows (a line `<amount> ETH`), as a number: it may group or pad digits */
async function readShownBalance(page: Page): Promise<number | undefined> {
  // innerText keeps the modal's lines apart, so the amount is not glued to the address
  // biome-ignore lint/performance/useDomNodeTextContent: playwright's Locator.innerText, not the DOM's
  const lines = (await dialog(page).innerText()).split('\n')
  const line = lines.map((l) => digits(l)).find((l) => /^[\d.]+ETH$/.test(l))
  return line === undefined ? undefined : Number(line.slice(0, -3))
}

/** the session the page shows: the signed message and its signature */
async function readSession(page: Page) {
  await waitForText(page.getByTestId('session'), 'Signed in as')
  const message = (await page.getByTestId('session-message').textContent()) ?? ''
  const signature = (await page.getByTestId('session-signature').textContent()) ?? ''
  return { message, signature: signature as `0x${string}` }
}

/** signs in on the open SIWXSignMessage view; the modal closes */
async function signInOnView(page: Page) {
  await expectView(page, 'Sign In')
  await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
  await expectClosed(page)
  await waitForText(page.getByTestId('session'), 'Signed in as')
}

/** connects from the Connect view (sign-in follows when the account has no session) */
async function connect(page: Page, { check }: { check: boolean }) {
  await nav(page).getByRole('button', { name: 'Connect Wallet' }).click()
  await expectView(page, 'Connect Wallet')
  if (check) await checkView(page, 'demo-02-connect')
  await dialog(page).getByRole('button', { name: WALLET }).click()
}

/** a page connected on Devnet A and signed in there */
async function openSignedIn(): Promise<TestPage> {
  const t = await open()
  await connect(t.page, { check: false })
  await signInOnView(t.page)
  await waitForText(t.page.getByTestId('network'), 'Devnet A')
  return t
}

test('behavior: connect through the EIP-6963 wallet, sign in, Account view with the anvil balance, sign a message', async () => {
  const t = await open()
  const { page } = t
  await checkView(page, 'demo-01-page')

  // connect; sign-in is on, so the login message follows
  await connect(page, { check: true })
  await expectView(page, 'Sign In')
  await checkView(page, 'demo-03-sign-in')
  await signInOnView(page)
  const session = await readSession(page)
  expect(session.message).toContain(new URL(env.url).host)
  expect(session.message).toContain(env.devnet.address)
  expect(session.message).toContain('Chain ID: 31337')
  expect(await verifyMessage({ address: env.devnet.address, ...session })).toBe(true)
  await waitForText(page.getByTestId('address'), env.devnet.address)

  // the Account view shows the balance anvil holds
  const balance = await expectBalances(page, 0)
  await nav(page)
    .getByRole('button', { name: /^Account:/ })
    .click()
  await expectView(page, 'Account')
  await expect.poll(async () => readShownBalance(page)).toBe(Number(balance))
  await checkView(page, 'demo-04-account')
  await page.keyboard.press('Escape')
  await expectClosed(page)

  // sign a message from the page
  await page.getByRole('button', { name: 'Sign message' }).click()
  await waitForText(page.getByTestId('signature-valid'), 'Verified: signed by this account.')
  await checkView(page, 'demo-07-signed')
  expect(t.errors).toEqual([])
}, 60_000)

test('behavior: switching network moves the wallet to the second anvil chain and signs in there', async () => {
  const t = await openSignedIn()
  const { page } = t
  const balanceA = await expectBalances(page, 0)
  await nav(page)
    .getByRole('button', { name: /^Account:/ })
    .click()
  await expectView(page, 'Account')
  await dialog(page)
    .getByRole('button', { name: /Switch network/ })
    .click()
  await expectView(page, 'Choose Network')
  await checkView(page, 'demo-05-networks')
  await dialog(page)
    .getByRole('button', { name: /Devnet B/ })
    .click()
  await waitForText(page.getByTestId('demo-wallet-network'), 'Devnet B (chain 31338)')
  await waitForText(page.getByTestId('network'), 'Devnet B')
  expect(await expectBalances(page, 1)).not.toBe(balanceA)
  // a session belongs to an account on one network: Devnet B asks to sign in again
  await signInOnView(page)
  await waitForText(page.getByTestId('session'), 'eip155:31338')
  await waitForText(nav(page).getByRole('button', { name: /^Network:/ }), 'Devnet B')
  expect(t.errors).toEqual([])
}, 60_000)

test('behavior: a wallet on a network the app does not list opens UnsupportedChain; switching back closes it', async () => {
  const t = await openSignedIn()
  const { page } = t
  await page.getByTestId('demo-wallet-move').click()
  await expectView(page, 'Switch Network')
  await waitForText(page.getByTestId('network'), 'eip155:31339')
  await checkView(page, 'demo-06-unsupported')
  await dialog(page)
    .getByRole('button', { name: /Devnet A/ })
    .click()
  await expectClosed(page)
  await waitForText(page.getByTestId('network'), 'Devnet A')
  await waitForText(page.getByTestId('demo-wallet-network'), 'Devnet A (chain 31337)')
  // the session on Devnet A still holds: no sign-in is asked
  await waitForText(page.getByTestId('session'), 'Signed in as')
  expect(await dialog(page).count()).toBe(0)
  expect(t.errors).toEqual([])
}, 60_000)

test('behavior: a reload reconnects; disconnect; a reload stays disconnected; connecting again', async () => {
  const t = await openSignedIn()
  const { page } = t

  // the wallet remembers the permission, the kit the connector, the session stays
  await page.reload()
  await waitForText(page.getByTestId('address'), env.devnet.address)
  await waitForText(page.getByTestId('session'), 'Signed in as')
  await expectBalances(page, 0)

  await nav(page)
    .getByRole('button', { name: /^Account:/ })
    .click()
  await expectView(page, 'Account')
  await dialog(page).getByRole('button', { name: 'Disconnect' }).click()
  await expectClosed(page)
  await page.getByTestId('not-connected').waitFor()
  await page.reload()
  await nav(page).getByRole('button', { name: 'Connect Wallet' }).waitFor()
  await page.getByTestId('not-connected').waitFor()

  // connecting again: the disconnect ended the session (issue 18), so sign-in is asked again
  await connect(page, { check: false })
  await signInOnView(page)
  await waitForText(page.getByTestId('address'), env.devnet.address)
  expect(t.errors).toEqual([])
}, 60_000)

test('behavior: closing the modal gives the focus back to the button that opened it', async () => {
  const t = await openSignedIn()
  const { page } = t
  const account = nav(page).getByRole('button', { name: /^Account:/ })
  await account.focus()
  await page.keyboard.press('Enter')
  await expectView(page, 'Account')
  await page.keyboard.press('Escape')
  await expectClosed(page)
  // WCAG 2.4.3, focus order: a keyboard user goes on from where they were
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('nav') !== null), {
      message: 'after Escape the focus should be back on the account button',
    })
    .toBe(true)
  expect(t.errors).toEqual([])
}, 60_000)

test('behavior: the wallet asks first: connecting, declined and retried, sign-in declined and retried', async () => {
  const t = await open()
  const { page } = t
  // the popup floats above the modal, which hides the rest of the page from assistive tech
  const prompt = page.getByTestId('demo-wallet-prompt')
  const answer = (name: 'Approve' | 'Reject') =>
    prompt.getByRole('button', { name, includeHidden: true }).click()
  await page.getByTestId('demo-wallet-ask').check()

  await nav(page).getByRole('button', { name: 'Connect Wallet' }).click()
  await expectView(page, 'Connect Wallet')
  // All Wallets, and back
  await dialog(page)
    .getByRole('button', { name: /All Wallets/ })
    .click()
  await expectView(page, 'All Wallets')
  // the picture is of the wallet grid with its logos drawn, never of the loading spinner
  const grid = dialog(page).getByRole('list', { name: 'Wallets', exact: true })
  await grid.getByRole('listitem').first().waitFor()
  await expect
    .poll(() =>
      grid.evaluate((list) => [...list.querySelectorAll('img')].every((image) => image.complete)),
    )
    .toBe(true)
  await checkView(page, 'demo-08-all-wallets')
  await dialog(page).getByRole('button', { name: 'Back' }).click()
  await expectView(page, 'Connect Wallet')

  // ConnectingExternal waits for the wallet; a refusal offers a retry
  await dialog(page).getByRole('button', { name: WALLET }).click()
  await waitForText(prompt, 'The page asks to see your account.')
  await waitForText(dialog(page), 'Continue in Walletport Demo Wallet')
  await checkView(page, 'demo-09-connecting')
  await answer('Reject')
  await waitForText(dialog(page), 'Connection declined')
  await checkView(page, 'demo-10-connection-declined')
  await dialog(page).getByRole('button', { name: 'Try again' }).click()
  await answer('Approve')

  // sign-in: ConnectingSiwe while the wallet asks; a refusal goes back to the sign view
  await expectView(page, 'Sign In')
  await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
  await waitForText(prompt, 'The page asks you to sign a message.')
  await waitForText(dialog(page), 'Sign the message in your wallet to continue.')
  await checkView(page, 'demo-11-signing-in')
  await answer('Reject')
  await expectView(page, 'Sign In')
  await waitForText(page.locator('body'), 'Signature declined')
  await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
  await answer('Approve')
  await expectClosed(page)
  await waitForText(page.getByTestId('session'), 'Signed in as')
  expect(t.errors).toEqual([])
}, 90_000)

test('behavior: every view works with the keyboard alone', async () => {
  const t = await open()
  const { page } = t
  const focusIsIn = (selector: string) =>
    page.evaluate((s) => document.activeElement?.closest(s) !== null, selector)

  // Connect view: reached with Tab, opened with Enter, focus moves into the modal
  await tabTo(page, /^Connect Wallet$/)
  await page.keyboard.press('Enter')
  await expectView(page, 'Connect Wallet')
  await expect.poll(() => focusIsIn('[role="dialog"]')).toBe(true)

  // All Wallets and back, then the wallet
  await tabToControl(page, /All Wallets/)
  await page.keyboard.press('Enter')
  await expectView(page, 'All Wallets')
  await tabToControl(page, /^Back$/)
  await page.keyboard.press('Enter')
  await expectView(page, 'Connect Wallet')
  await tabToControl(page, WALLET)
  await page.keyboard.press('Enter')

  // Sign In: Enter on Sign
  await expectView(page, 'Sign In')
  await tabToControl(page, /^Sign$/)
  await page.keyboard.press('Enter')
  await expectClosed(page)
  await waitForText(page.getByTestId('session'), 'Signed in as')

  // Account view from the account button; Escape closes it
  await tabTo(page, /^Account:/)
  await page.keyboard.press('Enter')
  await expectView(page, 'Account')
  await expect.poll(() => focusIsIn('[role="dialog"]')).toBe(true)
  await page.keyboard.press('Escape')
  await expectClosed(page)

  // UnsupportedChain: the banner's button moves the wallet; the view takes the focus
  await tabTo(page, /^Move the wallet to Devnet C$/, { backward: true })
  await page.keyboard.press('Enter')
  await expectView(page, 'Switch Network')
  await tabToControl(page, /Devnet A/)
  await page.keyboard.press('Enter')
  await expectClosed(page)
  await waitForText(page.getByTestId('network'), 'Devnet A')

  // sign a message with the keyboard
  await tabTo(page, /^Sign message$/)
  await page.keyboard.press('Enter')
  await waitForText(page.getByTestId('signature-valid'), 'Verified')

  // disconnect from the Account view
  await tabTo(page, /^Account:/, { backward: true })
  await page.keyboard.press('Enter')
  await expectView(page, 'Account')
  await tabToControl(page, /^Disconnect$/)
  await page.keyboard.press('Enter')
  await expectClosed(page)
  await page.getByTestId('not-connected').waitFor()
  expect(t.errors).toEqual([])
}, 90_000)

test('behavior: switching network and signing in there with the keyboard alone', async () => {
  const t = await openSignedIn()
  const { page } = t
  // Choose Network from the network button; Devnet B asks to sign in on that network
  await tabTo(page, /^Network:/)
  await page.keyboard.press('Enter')
  await expectView(page, 'Choose Network')
  await tabToControl(page, /Devnet B/)
  await page.keyboard.press('Enter')
  await waitForText(page.getByTestId('network'), 'Devnet B')
  await expectView(page, 'Sign In')
  await tabToControl(page, /^Sign$/)
  await page.keyboard.press('Enter')
  await expectClosed(page)
  await waitForText(page.getByTestId('session'), 'eip155:31338')

  expect(t.errors).toEqual([])
}, 60_000)
