import type { Page } from 'playwright-core'
import { expect, onTestFailed, test } from 'vitest'
import type { TestPage } from './harness/browser.js'
import { setUpExample } from './harness/setUpExample.js'
import { waitForText } from './harness/wait.js'

// examples/wagmi: wagmi's hooks next to the Walletport modal on one wagmi config, in
// Debian's chromium with the demo wallet. Whichever side acts, both show the same connection
const suite = setUpExample('wagmi')

const WALLET = /Walletport Demo Wallet/
const nav = (page: Page) => page.getByRole('navigation', { name: 'Wallet' })

async function open(): Promise<TestPage> {
  const opened = await suite.open()
  onTestFailed(async () => {
    // what the page showed helps more than a timeout
    // biome-ignore lint/performance/useDomNodeTextContent: playwright's Locator.innerText
    console.error(`page text:\n${await opened.page.locator('body').innerText()}`)
  })
  await nav(opened.page).getByRole('button').first().waitFor()
  return opened
}

/** both panels agree: wagmi's hooks and the kit show this address and network */
async function expectBoth(page: Page, state: { address: string; network: string } | undefined) {
  if (!state) {
    await waitForText(page.getByTestId('wagmi-status'), 'disconnected')
    await waitForText(page.getByTestId('kit-status'), 'disconnected')
    return
  }
  await waitForText(page.getByTestId('wagmi-status'), /^connected$/)
  await waitForText(page.getByTestId('kit-status'), /^connected$/)
  await waitForText(page.getByTestId('wagmi-address'), state.address)
  await waitForText(page.getByTestId('kit-address'), state.address)
  await waitForText(page.getByTestId('wagmi-chain'), state.network)
  await waitForText(page.getByTestId('kit-network'), state.network)
}

test('default: a connect in the modal is seen by wagmi hooks, token balances read through wagmi, a disconnect through wagmi by the modal', {
  timeout: 60_000,
}, async () => {
  const { page, errors } = await open()
  await expectBoth(page, undefined)
  await nav(page).getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog').getByRole('button', { name: WALLET }).click()
  await expectBoth(page, { address: suite.env.devnet.address, network: 'Devnet A' })
  await page.getByRole('dialog').waitFor({ state: 'hidden' })

  // the kit's token balances, read through the wagmi adapter: a multicall on wagmi's transport
  await page.getByRole('button', { name: 'Read token balances' }).click()
  const tokens = page.getByRole('list', { name: 'Token balances' })
  await waitForText(tokens.getByRole('listitem').filter({ hasText: 'USDC' }), '1000 USDC')
  await waitForText(tokens.getByRole('listitem').filter({ hasText: 'DAI' }), '1000 DAI')

  await page.getByRole('button', { name: 'Disconnect with wagmi' }).click()
  await expectBoth(page, undefined)
  await nav(page).getByRole('button', { name: 'Connect Wallet' }).waitFor()
  expect(errors).toEqual([])
})

test('behavior: a connect and a switch through wagmi hooks are seen by the modal', {
  timeout: 60_000,
}, async () => {
  const { page, errors } = await open()
  await page.getByRole('button', { name: /Connect Walletport Demo Wallet with wagmi/ }).click()
  await expectBoth(page, { address: suite.env.devnet.address, network: 'Devnet A' })
  // the modal's own buttons follow: the account button replaces Connect
  await nav(page).getByRole('button', { name: 'Connect Wallet' }).waitFor({ state: 'hidden' })

  await page.getByRole('button', { name: 'Switch to Devnet B with wagmi' }).click()
  await expectBoth(page, { address: suite.env.devnet.address, network: 'Devnet B' })

  // a reload: wagmi reconnects the wallet and the kit takes the same connection
  await page.reload()
  await expectBoth(page, { address: suite.env.devnet.address, network: 'Devnet B' })
  expect(errors).toEqual([])
})
