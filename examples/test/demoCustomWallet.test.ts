import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { getDevKey } from '../scripts/devnet.js'
import { PHONE_WALLET_INDEX } from '../scripts/phoneWalletConfig.js'
import { giveUriToWallet, readPairingUri } from './demoWalletConnect/pairByQr.js'
import { openPhoneWallet } from './demoWalletConnect/phoneWalletPage.js'
import { setUpPairingStack } from './demoWalletConnect/setUpPairingStack.js'
import { checkView } from './harness/checkView.js'
import { shootSizes } from './harness/shootSizes.js'
import { waitForText } from './harness/wait.js'

// the demo's custom wallet (customWallets: the demo phone wallet, with a data-URI logo) as a
// visitor with no extension sees it: listed after the featured wallets, found by search, and
// chosen on a computer it shows the QR code its phone wallet scans to connect
const stack = setUpPairingStack({ example: 'demo', linkPhoneWallet: true })
const WALLET_ADDRESS = getDevKey(PHONE_WALLET_INDEX).address

const nav = (page: Page) => page.getByRole('navigation', { name: 'Wallet' })
const dialog = (page: Page, name?: string) =>
  name ? page.getByRole('dialog', { name }) : page.getByRole('dialog')

async function openDemo() {
  // `?wallet=none`: no demo wallet injected, as a browser without an extension
  const { page, errors } = await stack.openSite('?wallet=none', {
    viewport: { width: 1024, height: 800 },
  })
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
  const read = await readPairingUri(page, qr)
  await checkView(page, 'custom-wallet-2-pairing')

  const wallet = await openPhoneWallet(stack.browser, stack.phone.url)
  stack.onClose(() => wallet.close())
  await waitForText(wallet.page.getByTestId('wallet-address'), WALLET_ADDRESS)
  await giveUriToWallet(wallet, read, 'paste')
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
