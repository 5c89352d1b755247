import type { Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { expect, onTestFailed, test } from 'vitest'
import type { TestPage } from './harness/browser.js'
import { checkView } from './harness/checkView.js'
import { setUpExample } from './harness/setUpExample.js'
import { waitForText } from './harness/wait.js'

// examples/appkit-migration: the AppKit app of the migration guide, converted line by line,
// in its production build with the demo wallet on two anvil chains. Everything the AppKit
// app did must still work: the button opens the modal, a wallet connects, the network
// switches, a message is signed, the wallet disconnects; on a desktop and on a 390 px phone.
const suite = setUpExample('appkit-migration')

const WALLET = /Walletport Demo Wallet/
const nav = (page: Page) => page.getByRole('navigation', { name: 'Wallet' })

async function open(size: { width: number; height: number }): Promise<TestPage> {
  const opened = await suite.open()
  onTestFailed(async () => {
    // biome-ignore lint/performance/useDomNodeTextContent: playwright's Locator.innerText
    console.error(`page text:\n${await opened.page.locator('body').innerText()}`)
  })
  await opened.page.setViewportSize(size)
  await nav(opened.page).getByRole('button', { name: 'Connect Wallet' }).waitFor()
  return opened
}

const SIZES = [
  { label: 'desktop', width: 1024, height: 800 },
  { label: '390', width: 390, height: 844 },
] as const

for (const size of SIZES)
  test(`default (${size.label}): connect from the button, switch network, sign a message, disconnect`, {
    timeout: 90_000,
  }, async () => {
    const { page, errors } = await open(size)
    const name = `appkit-migration-${size.label}`
    await waitForText(page.getByTestId('status'), 'disconnected')
    await waitForText(page.getByTestId('network'), 'Devnet A (chain 31337)')
    await checkView(page, `${name}-1-page`)

    // was <appkit-button />: Connect opens the modal on the wallet list
    await nav(page).getByRole('button', { name: 'Connect Wallet' }).click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await dialog.getByRole('button', { name: WALLET }).click()
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    // was useAppKitAccount(): the address and status follow the connection
    await waitForText(page.getByTestId('status'), /^connected$/)
    await waitForText(page.getByTestId('address'), suite.env.devnet.address)
    await nav(page).getByRole('button', { name: 'Connect Wallet' }).waitFor({ state: 'hidden' })
    await checkView(page, `${name}-2-connected`)

    // was useAppKit().open({ view: 'Networks' }): the modal opens on the network list
    await page.getByRole('button', { name: 'Open Networks' }).click()
    const networks = page.getByRole('dialog')
    await networks.getByRole('button', { name: /Devnet B/ }).waitFor()
    await checkView(page, `${name}-3-networks`)
    await page.keyboard.press('Escape')
    await networks.waitFor({ state: 'hidden' })

    // was useAppKitNetwork().switchNetwork: the wallet moves to the second chain
    await page.getByRole('button', { name: 'Switch to Devnet B' }).click()
    await waitForText(page.getByTestId('network'), 'Devnet B (chain 31338)')
    await waitForText(nav(page).getByRole('button', { name: /^Network:/ }), 'Devnet B')

    // was wagmi's useSignMessage: the signature is the account's, over the message
    await page.getByRole('button', { name: 'Sign message' }).click()
    await waitForText(page.getByTestId('signature'), /^0x[0-9a-f]{130,}$/)
    const signature = (await page.getByTestId('signature').textContent()) as `0x${string}`
    const message = 'Hello from Walletport!'
    expect(await verifyMessage({ address: suite.env.devnet.address, message, signature })).toBe(
      true,
    )
    await checkView(page, `${name}-4-signed`)

    // was useDisconnect(): back to the Connect button
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await waitForText(page.getByTestId('status'), 'disconnected')
    await waitForText(page.getByTestId('address'), 'Not connected')
    await nav(page).getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await expect(page.getByTestId('signature').count()).resolves.toBe(0)
    expect(errors).toEqual([])
  })

test('behavior: useWalletport().open() with no view opens the wallet list, then the account', {
  timeout: 60_000,
}, async () => {
  const { page, errors } = await open(SIZES[0])
  await page.getByRole('button', { name: 'Open', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: WALLET })
    .click()
  await waitForText(page.getByTestId('address'), suite.env.devnet.address)
  await page.getByRole('dialog').waitFor({ state: 'hidden' })
  // connected, the same call opens the account view
  await page.getByRole('button', { name: 'Open', exact: true }).click()
  await page.getByRole('dialog', { name: 'Account' }).waitFor()
  await page.keyboard.press('Escape')
  await page.getByRole('dialog').waitFor({ state: 'hidden' })
  expect(errors).toEqual([])
})
