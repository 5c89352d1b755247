import { parseEther, verifyMessage } from 'viem'
import { expect, test } from 'vitest'
import { focusedName, type TestPage, tabTo } from './harness/browser.js'
import { formatEtherCut, RECIPIENT, readBalance, readReceiptStatus } from './harness/chain.js'
import { checkView } from './harness/checkView.js'
import { setUpExample } from './harness/setUpExample.js'
import { waitForText } from './harness/wait.js'

// the headless example (core + adapters-evm on plain DOM) against the demo wallet and two
// anvil chains, in Debian's chromium
const suite = setUpExample('headless')

async function open(): Promise<TestPage> {
  const opened = await suite.open()
  await opened.page.getByRole('button', { name: /Walletport Demo Wallet/ }).waitFor()
  return opened
}

// after a send the balance is read again once the receipt is in, which viem polls for on its
// own interval: a loaded machine can stretch that past waitForText's usual 10 s
async function expectBalanceOn(t: TestPage, node: 0 | 1, timeout = 10_000) {
  const wei = await readBalance(suite.env.devnet.nodes[node], suite.env.devnet.address)
  await waitForText(t.page.getByTestId('balance'), `${formatEtherCut(wei)} ETH`, timeout)
}

test('behavior: connect, anvil balance, switch network, unsupported network, sign, send', async () => {
  const t = await open()
  const { page } = t
  const status = page.getByTestId('status')
  await waitForText(status, 'Not connected')
  await checkView(page, 'headless-1-connect')

  // connect through the wallet the page announced over EIP-6963
  await page.getByRole('button', { name: /Walletport Demo Wallet/ }).click()
  await waitForText(status, 'Connected with Walletport Demo Wallet on Devnet A')
  await waitForText(page.getByTestId('address'), suite.env.devnet.address)
  await expectBalanceOn(t, 0)
  await checkView(page, 'headless-2-account')

  // a real switch: the wallet moves to the second anvil chain, whose balance differs
  await page.getByRole('button', { name: 'Devnet B', exact: true }).click()
  await waitForText(status, 'on Devnet B')
  await waitForText(page.getByTestId('demo-wallet-network'), 'Devnet B (chain 31338)')
  await expectBalanceOn(t, 1)
  expect(
    await page.getByRole('button', { name: 'Devnet B', exact: true }).getAttribute('aria-pressed'),
  ).toBe('true')

  // the wallet moves itself to a chain the app does not list
  await page.getByTestId('demo-wallet-move').click()
  await waitForText(page.getByTestId('unsupported'), 'eip155:31339')
  await waitForText(status, 'on an unsupported network')
  await checkView(page, 'headless-3-unsupported')
  await page.getByRole('button', { name: 'Devnet A', exact: true }).click()
  await waitForText(status, 'on Devnet A')
  expect(await page.getByTestId('unsupported').isHidden()).toBe(true)
  await expectBalanceOn(t, 0)

  // sign: the signature recovers to the demo account
  const message = 'Hello from the Walletport headless example'
  await page.getByRole('button', { name: 'Sign message' }).click()
  await waitForText(page.getByTestId('signature'), /^0x[0-9a-f]{130}$/)
  const signature = (await page.getByTestId('signature').textContent()) as `0x${string}`
  expect(await verifyMessage({ address: suite.env.devnet.address, message, signature })).toBe(true)

  // send: signed in the page, mined on anvil, the recipient paid
  const before = await readBalance(suite.env.devnet.nodes[0], RECIPIENT)
  await page.getByLabel('Amount (ETH)').fill('0.5')
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  await waitForText(page.getByTestId('tx-hash'), /^0x[0-9a-f]{64}$/)
  const hash = (await page.getByTestId('tx-hash').textContent()) ?? ''
  expect(await readReceiptStatus(suite.env.devnet.nodes[0], hash)).toBe('success')
  expect(await readBalance(suite.env.devnet.nodes[0], RECIPIENT)).toBe(before + parseEther('0.5'))
  await expectBalanceOn(t, 0, 30_000)
  await checkView(page, 'headless-4-signed-and-sent')

  expect(t.errors).toEqual([])
}, 90_000)

test('behavior: a reload reconnects; disconnect forgets; connecting again works', async () => {
  const t = await open()
  const { page } = t
  const status = page.getByTestId('status')
  await page.getByRole('button', { name: /Walletport Demo Wallet/ }).click()
  await waitForText(status, 'Connected with Walletport Demo Wallet on Devnet A')
  await page.getByRole('button', { name: 'Devnet B', exact: true }).click()
  await waitForText(status, 'on Devnet B')

  // the wallet remembers the permission, the kit its connector and network
  await page.reload()
  await waitForText(status, 'Connected with Walletport Demo Wallet on Devnet B')
  await expectBalanceOn(t, 1)

  await page.getByRole('button', { name: 'Disconnect' }).click()
  await waitForText(status, 'Not connected')
  await waitForText(page.getByTestId('demo-wallet-network'), 'not connected to this page')

  await page.reload()
  await page.getByRole('button', { name: /Walletport Demo Wallet/ }).waitFor()
  await waitForText(status, 'Not connected')

  await page.getByRole('button', { name: /Walletport Demo Wallet/ }).click()
  await waitForText(status, 'Connected with Walletport Demo Wallet')
  await waitForText(page.getByTestId('address'), suite.env.devnet.address)
  expect(t.errors).toEqual([])
}, 60_000)

test('behavior: every view works with the keyboard alone', async () => {
  const t = await open()
  const { page } = t
  const status = page.getByTestId('status')

  // connect: Tab to the wallet, Enter; focus lands on the account it opened
  await tabTo(page, /Walletport Demo Wallet/)
  await page.keyboard.press('Enter')
  await waitForText(status, 'Connected with Walletport Demo Wallet on Devnet A')
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('account-title')

  // switch network with Space
  await tabTo(page, /^Devnet B$/)
  await page.keyboard.press('Space')
  await waitForText(status, 'on Devnet B')
  expect(await focusedName(page)).toBe('Devnet B')

  // the unsupported network: reached from the banner's button, left with the keyboard
  await tabTo(page, /^Move the wallet to Devnet C$/, { backward: true })
  await page.keyboard.press('Enter')
  await waitForText(status, 'on an unsupported network')
  await tabTo(page, /^Devnet A$/)
  await page.keyboard.press('Enter')
  await waitForText(status, 'on Devnet A')

  // sign with Enter in the form
  await tabTo(page, /^Sign message$/)
  await page.keyboard.press('Enter')
  await waitForText(page.getByTestId('signature'), /^0x[0-9a-f]{130}$/)

  // send: type in the fields, submit with Enter
  await tabTo(page, /^Amount \(ETH\)$/)
  await page.keyboard.press('Control+A')
  await page.keyboard.type('0.25')
  await page.keyboard.press('Enter')
  await waitForText(page.getByTestId('tx-hash'), /^0x[0-9a-f]{64}$/)

  // disconnect; focus returns to the wallet list
  await tabTo(page, /^Disconnect$/)
  await page.keyboard.press('Enter')
  await waitForText(status, 'Not connected')
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('wallets-title')
  await tabTo(page, /Walletport Demo Wallet/)

  expect(t.errors).toEqual([])
}, 60_000)

test('behavior: after a send the balance is read once a block holds it, not when the wallet answers', async () => {
  const t = await open()
  const { page } = t
  const node = suite.env.devnet.nodes[0]
  await page.getByRole('button', { name: /Walletport Demo Wallet/ }).click()
  await waitForText(page.getByTestId('status'), 'on Devnet A')
  await expectBalanceOn(t, 0)
  const shownBefore = (await page.getByTestId('balance').textContent()) ?? ''

  // the wallet answers with the hash while the transaction waits in the pool, as a busy
  // public chain does; a read then would keep the old balance for good
  await node.rpc('evm_setAutomine', [false])
  try {
    await page.getByLabel('Amount (ETH)').fill('0.5')
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await waitForText(page.getByTestId('tx-hash'), /^0x[0-9a-f]{64}$/)
    // a second on the page's clock past the answer: still the old balance, no read yet
    await page.waitForTimeout(1_000)
    expect(await page.getByTestId('balance').textContent()).toBe(shownBefore)
    await node.rpc('evm_mine')
  } finally {
    await node.rpc('evm_setAutomine', [true])
  }
  await expectBalanceOn(t, 0, 30_000)
  expect(await page.getByTestId('balance').textContent()).not.toBe(shownBefore)
  expect(t.errors).toEqual([])
}, 90_000)
