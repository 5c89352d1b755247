import { type Browser, devices, type Page } from 'playwright-core'
import { type Hex, parseEther, verifyMessage } from 'viem'
import { describe, expect, onTestFailed, test } from 'vitest'
import { getDevKey } from '../scripts/devnet.js'
import { PHONE_WALLET_INDEX } from '../scripts/phoneWalletConfig.js'
import { giveUriToWallet, readPairingQr } from './demoWalletConnect/pairByQr.js'
import { openPhoneWallet, type PhoneWalletPage } from './demoWalletConnect/phoneWalletPage.js'
import { setUpPairingStack } from './demoWalletConnect/setUpPairingStack.js'
import { formatEtherCut, RECIPIENT, readBalance, readReceiptStatus } from './harness/chain.js'
import { checkView } from './harness/checkView.js'
import { waitForText } from './harness/wait.js'

// the demo as a visitor with no wallet extension sees it (desktop, and a phone), paired by QR
// code with the demo phone wallet: a real WalletKit wallet in a page of its own, over the
// demo's local relay, signing with its own key on the two anvil chains
const stack = setUpPairingStack({ example: 'demo', linkPhoneWallet: true })
const WALLET_ADDRESS = getDevKey(PHONE_WALLET_INDEX).address

const nav = (page: Page) => page.getByRole('navigation', { name: 'Wallet' })
const dialog = (page: Page, name?: string) =>
  name ? page.getByRole('dialog', { name }) : page.getByRole('dialog')

type Device = {
  name: string
  /** names the screenshots */
  slug: string
  /** the demo's browser */
  demo: Parameters<Browser['newContext']>[0]
  /** the phone the wallet runs on */
  wallet: Parameters<Browser['newContext']>[0]
  /** how the wallet gets the URI: pasted, or read from a picture of the QR code */
  pairBy: 'paste' | 'image'
  /**
   * the wallet shares one chain only, so a network switch asks it. Such a wallet must pair
   * with a proposal: a one-click (authenticated) session cannot grow, as WalletConnect makes
   * the site its controller and refuses the wallet's update that would add the chain
   */
  oneChain: boolean
}

const DEVICES: Device[] = [
  {
    name: 'desktop',
    slug: 'desktop',
    demo: { viewport: { width: 1280, height: 900 } },
    wallet: { ...devices['Pixel 7'] },
    pairBy: 'paste',
    oneChain: false,
  },
  {
    name: 'mobile 390x844',
    slug: 'mobile',
    demo: { ...devices['iPhone 13'] },
    wallet: { ...devices['Pixel 7'] },
    pairBy: 'image',
    oneChain: true,
  },
]

async function openDemo(options: Device['demo'], query: string) {
  // `?wallet=none`: no demo wallet injected, as on a phone or a browser without an extension
  const { page, errors } = await stack.openSite(`?wallet=none${query}`, options, true)
  await nav(page).getByRole('button', { name: 'Connect Wallet' }).waitFor()
  return { page, errors }
}

async function pair(page: Page, wallet: PhoneWalletPage, device: Device, check = false) {
  await giveUriToWallet(wallet, await readPairingQr(page), device.pairBy)
  const share = wallet.page.getByLabel(/Share only the first network/)
  if ((await share.isChecked()) !== device.oneChain) await share.click()
  // a session proposal, or a one-click sign-in (connect and sign at once) when the kit sends one
  const request = /^Walletport demo wants to connect( and sign in)?$/
  await waitForText(wallet.card(request), /Devnet [AB]/)
  if (check) await checkView(wallet.page, `phone-wallet-${device.slug}-01-proposal`)
  await wallet.approve(request)
}

/**
 * The account has no sign-in on the network: the kit asks for one after connecting (approved
 * here in the wallet), unless the pairing already signed in (one-click). Either way the
 * page's session is checked against the wallet's key.
 */
async function signIn(page: Page, wallet: PhoneWalletPage, chainId: number) {
  const view = dialog(page, 'Sign In')
  const signedIn = page.getByTestId('session').filter({ hasText: `eip155:${chainId}` })
  await view.or(signedIn).first().waitFor()
  if (await view.isVisible()) {
    await view.getByRole('button', { name: 'Sign', exact: true }).click()
    await wallet.approve(/^Sign a message on Devnet/)
  }
  await dialog(page).waitFor({ state: 'hidden' })
  await waitForText(page.getByTestId('session'), `eip155:${chainId}`)
  const message = (await page.getByTestId('session-message').textContent()) ?? ''
  const signature = (await page.getByTestId('session-signature').textContent()) as Hex
  expect(message).toContain(WALLET_ADDRESS)
  expect(await verifyMessage({ address: WALLET_ADDRESS, message, signature })).toBe(true)
}

async function expectBalance(page: Page, node: 0 | 1) {
  const expected = formatEtherCut(await readBalance(stack.devnet.nodes[node], WALLET_ADDRESS))
  await waitForText(page.getByTestId('balance'), `${expected} ETH`, 30_000)
}

async function openAccount(page: Page) {
  await nav(page)
    .getByRole('button', { name: /^Account:/ })
    .click()
  return dialog(page, 'Account')
}

describe.each(DEVICES)('the demo with no injected wallet, $name', (device) => {
  test('behavior: pair by QR code with the phone wallet, sign, send, switch, a wallet-side disconnect, reconnect and a reload', async () => {
    // the one-chain wallet pairs with one-click sign-in off (see Device.oneChain)
    const { page, errors } = await openDemo(device.demo, device.oneChain ? '&oneClick=0' : '')
    expect(await page.evaluate(() => 'ethereum' in window)).toBe(false)
    const wallet = await openPhoneWallet(stack.browser, stack.phone.url, device.wallet)
    stack.onClose(() => wallet.close())
    onTestFailed(() => {
      if (wallet.errors.length) console.error(`wallet page errors:\n${wallet.errors.join('\n')}`)
    })
    await waitForText(wallet.page.getByTestId('wallet-address'), WALLET_ADDRESS)

    // pairing: the kit is connected with the wallet's account, signed in with its key
    await pair(page, wallet, device, true)
    await signIn(page, wallet, 31337)
    await waitForText(page.getByTestId('address'), WALLET_ADDRESS)
    await waitForText(page.getByTestId('network'), 'Devnet A')
    await expectBalance(page, 0)

    // a message signed in the wallet, checked here
    await page.getByRole('button', { name: 'Sign message' }).click()
    await waitForText(wallet.card(/^Sign a message on Devnet A$/), 'Hello from the Walletport demo')
    await checkView(wallet.page, `phone-wallet-${device.slug}-02-request`)
    await wallet.approve(/^Sign a message on Devnet A$/)
    await waitForText(page.getByTestId('signature-valid'), 'Verified: signed by this account.')
    const signature = (await page.getByTestId('signature').textContent()) as Hex
    expect(
      await verifyMessage({
        address: WALLET_ADDRESS,
        message: 'Hello from the Walletport demo',
        signature,
      }),
    ).toBe(true)

    // send from the modal: signed in the wallet, mined on Devnet A
    const [nodeA, nodeB] = stack.devnet.nodes
    const recipientBefore = await readBalance(nodeA, RECIPIENT)
    const account = await openAccount(page)
    await account
      .getByRole('list', { name: 'Wallet features' })
      .getByRole('button', { name: 'Send' })
      .click()
    const form = dialog(page, 'Send')
    await form.getByLabel('Amount', { exact: true }).fill('0.25')
    await form.getByLabel('To', { exact: true }).fill(RECIPIENT)
    await form.getByRole('button', { name: 'Review send' }).click()
    await dialog(page, 'Review Send').getByRole('button', { name: 'Send', exact: true }).click()
    await waitForText(wallet.card(/^Send a transaction on Devnet A$/), RECIPIENT)
    await wallet.approve(/^Send a transaction on Devnet A$/)
    const sent = wallet.page.getByRole('listitem').filter({ hasText: /^Sent transaction 0x/ })
    const hash = ((await sent.first().textContent()) ?? '').match(/0x[0-9a-f]{64}/)?.[0]
    expect(hash).toBeDefined()
    expect(await readReceiptStatus(nodeA, hash!, 30_000)).toBe('success')
    expect(await readBalance(nodeA, RECIPIENT)).toBe(recipientBefore + parseEther('0.25'))
    await dialog(page, 'Account').waitFor()

    // switch network from the modal; with one chain shared, the wallet is asked and approves
    await dialog(page, 'Account')
      .getByRole('button', { name: /Switch network/ })
      .click()
    await dialog(page, 'Choose Network')
      .getByRole('button', { name: /Devnet B/ })
      .click()
    if (device.oneChain) await wallet.approve(/^Switch to Devnet B$/)
    await signIn(page, wallet, 31338)
    await waitForText(page.getByTestId('network'), 'Devnet B')
    await waitForText(nav(page).getByRole('button', { name: /^Network:/ }), 'Devnet B')
    await waitForText(wallet.session().getByTestId('session-chain'), 'On Devnet B')
    await checkView(wallet.page, `phone-wallet-${device.slug}-03-connected`)
    await expectBalance(page, 1)
    expect(await readBalance(nodeB, WALLET_ADDRESS)).toBeGreaterThan(0n)

    // the wallet ends the session: the open modal and the page follow
    await openAccount(page)
    // by keyboard: after a one-click pairing Playwright's pointer hit test on the wallet page
    // lands beside the button (elementFromPoint at its centre is the button itself)
    const disconnect = wallet.session().getByRole('button', { name: 'Disconnect' })
    await disconnect.focus()
    await wallet.page.keyboard.press('Enter')
    await wallet.session().waitFor({ state: 'detached' })
    // the modal on Account closes by itself, as after the visitor's own Disconnect
    await dialog(page).waitFor({ state: 'hidden', timeout: 30_000 })
    await page.getByTestId('not-connected').waitFor()
    await nav(page).getByRole('button', { name: 'Connect Wallet' }).waitFor()

    // pair again: a new session on the network the page was on (the proposal puts it
    // first), where the kit asks to sign in anew
    await pair(page, wallet, device)
    await signIn(page, wallet, 31338)
    await waitForText(page.getByTestId('address'), WALLET_ADDRESS)
    await waitForText(page.getByTestId('network'), 'Devnet B')

    // a reload restores the session from storage; it still signs through the wallet
    await page.reload()
    await waitForText(page.getByTestId('address'), WALLET_ADDRESS, 30_000)
    await page.getByRole('button', { name: 'Sign message' }).click()
    await wallet.approve(/^Sign a message on Devnet/)
    await waitForText(page.getByTestId('signature-valid'), 'Verified: signed by this account.')
    expect(errors).toEqual([])
    expect(wallet.errors).toEqual([])
  }, 300_000)
})
