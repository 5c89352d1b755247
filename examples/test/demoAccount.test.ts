import type { Page } from 'playwright-core'
import { type Address, encodeFunctionData, erc20Abi, hexToBigInt, isHex } from 'viem'
import { expect, test } from 'vitest'
import type { AnvilNode } from '../scripts/anvil.js'
import type { TestPage } from './harness/browser.js'
import { RECIPIENT, readBalance } from './harness/chain.js'
import { checkView } from './harness/checkView.js'
import { connectDemoWallet } from './harness/connectDemoWallet.js'
import { demoNav, dialog, setUpExample } from './harness/setUpExample.js'
import { waitForText } from './harness/wait.js'

// the account features of issue 8 in the demo, end to end in chromium: send (ether and the demo
// USDC) moves real balances on anvil, receive shows the address, the history pages through the
// local data service with the spam airdrops hidden; every new view gets a screenshot and axe
const suite = setUpExample('demo')

const nav = demoNav

/** the ERC-20 balance of `owner` on a node, in the token's smallest unit */
async function readTokenBalance(node: AnvilNode, token: Address, owner: Address) {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
  const value = await node.rpc('eth_call', [{ to: token, data }, 'latest'])
  if (typeof value !== 'string' || !isHex(value)) throw new Error('balanceOf: not a quantity')
  return hexToBigInt(value)
}

/** a page connected and signed in on Devnet A, with the Account view open */
async function openAccount(): Promise<TestPage> {
  const t = await suite.open()
  const { page } = t
  await connectDemoWallet(page)
  await nav(page)
    .getByRole('button', { name: /^Account:/ })
    .click()
  await dialog(page, 'Account').waitFor()
  return t
}

/** fills the send form with `amount` of the picked token to RECIPIENT, reviews and sends it */
async function send(page: Page, amount: string, shot: string) {
  const form = dialog(page, 'Send')
  await form.getByLabel('Amount', { exact: true }).fill(amount)
  await form.getByLabel('To', { exact: true }).fill(RECIPIENT)
  await form.getByRole('button', { name: 'Review send' }).waitFor()
  // the fee is estimated on the node and priced from the data service
  await form.getByText(/^\$\d+\.\d\d$/).waitFor()
  await checkView(page, `${shot}-form`)
  await form.getByRole('button', { name: 'Review send' }).click()
  const preview = dialog(page, 'Review Send')
  await preview.getByRole('button', { name: 'Send', exact: true }).waitFor()
  await checkView(page, `${shot}-preview`)
  await preview.getByRole('button', { name: 'Send', exact: true }).click()
  // core starts a new history on Account: no back button
  await dialog(page, 'Account').waitFor()
  await waitForText(page.locator('.wp-toast'), 'Transaction started')
  expect(await dialog(page).getByRole('button', { name: 'Back' }).count()).toBe(0)
}

test('behavior: send ether and USDC to another address, then the history pages without the spam', async () => {
  const t = await openAccount()
  const { page } = t
  const [node] = suite.env.devnet.nodes
  const usdc = suite.env.devnet.config.contracts?.usdc
  if (!usdc) throw new Error('the demo has no USDC contract')
  const ethBefore = await readBalance(node, RECIPIENT)
  const usdcBefore = await readTokenBalance(node, usdc, RECIPIENT)
  const walletBefore = await readBalance(node, suite.env.devnet.address)

  // the feature buttons in the configured order
  const features = dialog(page, 'Account').getByRole('list', { name: 'Wallet features' })
  expect(await features.getByRole('button').allTextContents()).toEqual(
    expect.arrayContaining(['Receive', 'Send']),
  )

  // ether, the token picked at first
  await features.getByRole('button', { name: 'Send' }).click()
  await dialog(page, 'Send')
    .getByRole('button', { name: /^Change token: ETH/ })
    .waitFor()
  await send(page, '1.5', 'account-01-send-eth')
  expect(await readBalance(node, RECIPIENT)).toBe(ethBefore + 1_500_000_000_000_000_000n)
  // the wallet paid the amount and the fee (the modal's own balance is cached up to 30 s)
  expect(await readBalance(node, suite.env.devnet.address)).toBeLessThan(
    walletBefore - 1_500_000_000_000_000_000n,
  )

  // the demo USDC, picked from the account's balances
  await features.getByRole('button', { name: 'Send' }).click()
  await dialog(page, 'Send')
    .getByRole('button', { name: /^Change token:/ })
    .click()
  const picker = dialog(page, 'Select Token')
  await picker.getByRole('button', { name: /^Demo USD Coin/ }).waitFor()
  await checkView(page, 'account-02-select-token')
  await picker.getByRole('button', { name: /^Demo USD Coin/ }).click()
  await dialog(page, 'Send')
    .getByRole('button', { name: /^Change token: USDC/ })
    .waitFor()
  await send(page, '25', 'account-03-send-usdc')
  expect(await readTokenBalance(node, usdc, RECIPIENT)).toBe(usdcBefore + 25_000_000n)
  expect(await readTokenBalance(node, usdc, suite.env.devnet.address)).toBe(975_000_000n)

  // the history, 5 entries a page from the data service: the sends, the tokens the wallet was
  // given, and no spam airdrop
  const account = dialog(page, 'Account')
  // tall enough for the first page to fit the list's box: a list that scrolls reads its next
  // page by itself as its end comes into view, and here the pages are counted one by one
  await page.setViewportSize({ width: 1024, height: 1000 })
  await account.getByRole('tab', { name: 'Activity' }).click()
  const list = account.getByRole('list', { name: 'Activity' })
  await list.waitFor()
  // the skeleton rows stand under the same name while the first page loads (aria-busy)
  await expect.poll(() => list.getAttribute('aria-busy')).toBeNull()
  await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThan(0)
  const first = await list.getByRole('listitem').count()
  expect(first).toBeLessThanOrEqual(5)
  // biome-ignore lint/performance/useDomNodeTextContent: playwright's Locator.innerText
  expect(await list.innerText()).toMatch(/Sent\s+−25\.000 USDC/)
  await checkView(page, 'account-04-activity')
  await account.getByRole('button', { name: 'Load more' }).click()
  await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThan(first)
  // biome-ignore lint/performance/useDomNodeTextContent: playwright's Locator.innerText
  const all = await list.innerText()
  expect(all).toMatch(/Received\s+\+1,000\.000 (USDC|DAI)/)
  expect(all).not.toContain('Free Airdrop Pass')
  await checkView(page, 'account-05-activity-more')
  expect(t.errors).toEqual([])
})

test('behavior: receive shows the address as text and as a drawn QR code, on both devnets', async () => {
  const t = await openAccount()
  const { page } = t
  await dialog(page, 'Account').getByRole('button', { name: 'Receive' }).click()
  const receive = dialog(page, 'Receive')
  const qr = receive.getByRole('img', {
    name: `QR code of your address ${suite.env.devnet.address}`,
  })
  await qr.waitFor()
  expect(Number(await qr.getAttribute('data-modules'))).toBeGreaterThanOrEqual(29)
  expect((await qr.locator('path').getAttribute('d'))?.length).toBeGreaterThan(100)
  const box = await qr.boundingBox()
  expect(box?.width).toBeGreaterThan(150)
  await receive.getByText(suite.env.devnet.address, { exact: true }).waitFor()
  const networks = receive.getByRole('list', { name: 'Networks' })
  expect(await networks.getByRole('listitem').allTextContents()).toEqual([
    expect.stringContaining('Devnet A'),
    expect.stringContaining('Devnet B'),
  ])
  await checkView(page, 'account-06-receive')
  expect(t.errors).toEqual([])
})
