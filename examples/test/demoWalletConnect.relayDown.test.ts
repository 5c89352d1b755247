import { devices } from 'playwright-core'
import { expect, test } from 'vitest'
import { getDevKey } from '../scripts/devnet.js'
import { PHONE_WALLET_INDEX } from '../scripts/phoneWalletConfig.js'
import { giveUriToWallet, readPairingQr } from './demoWalletConnect/pairByQr.js'
import { openPhoneWallet } from './demoWalletConnect/phoneWalletPage.js'
import { setUpPairingStack } from './demoWalletConnect/setUpPairingStack.js'
import { waitForText } from './harness/wait.js'

// a phone with no injected wallet, pairing while the relay is down: the modal explains the
// failure (the relay's URL and what to check) with a retry, and once the relay is back the
// retry pairs with the demo phone wallet
const stack = setUpPairingStack({ example: 'multichain' })

test('behavior: with the relay down the modal names it and what to check; Try again pairs once it is back', async () => {
  const { relay, browser, phone } = stack
  const { page: opened, errors } = await stack.openSite('?chains=eip155', {
    ...devices['iPhone 13'],
  })
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
  stack.onClose(() => wallet.close())
  await dialog.getByRole('button', { name: 'Try again' }).click()
  const qr = await readPairingQr(opened, { open: false })
  await giveUriToWallet(wallet, qr, 'image')
  await wallet.approve(/^Walletport multichain wants to connect$/)
  await waitForText(opened.getByTestId('address-eip155'), getDevKey(PHONE_WALLET_INDEX).address)
  expect(errors).toEqual([])
}, 300_000)
