import { type Browser, devices, type Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { describe, expect, test } from 'vitest'
import { messageFor } from '../multichain/src/messageFor.js'
import { getDevKey } from '../scripts/devnet.js'
import { PHONE_WALLET_INDEX } from '../scripts/phoneWalletConfig.js'
import { giveUriToWallet, readPairingQr } from './demoWalletConnect/pairByQr.js'
import { openPhoneWallet } from './demoWalletConnect/phoneWalletPage.js'
import { setUpPairingStack } from './demoWalletConnect/setUpPairingStack.js'
import { recoverBip137Address, verifySolanaMessage } from './demoWalletConnect/verifyOtherChains.js'
import { waitForText } from './harness/wait.js'

// a page with a window and no injected wallet, a kit with EVM + Solana or EVM + Solana +
// Bitcoin adapters, paired by QR code with the demo phone wallet (a real WalletKit wallet in
// a page of its own) over the local relay: one session holds every namespace, and each
// chain's account signs a message the test checks against the wallet's keys
const stack = setUpPairingStack({ example: 'multichain' })
const EVM_ADDRESS = getDevKey(PHONE_WALLET_INDEX).address

type Case = {
  name: string
  namespaces: readonly ('eip155' | 'solana' | 'bip122')[]
  context: Parameters<Browser['newContext']>[0]
  pairBy: 'paste' | 'image'
}

const CASES: Case[] = [
  {
    name: 'EVM + Solana, desktop',
    namespaces: ['eip155', 'solana'],
    context: { viewport: { width: 1280, height: 900 } },
    pairBy: 'paste',
  },
  {
    name: 'EVM + Solana + Bitcoin, iPhone 13 (390x844, mobile user agent)',
    namespaces: ['eip155', 'solana', 'bip122'],
    context: { ...devices['iPhone 13'] },
    pairBy: 'image',
  },
]

async function openPage(item: Case): Promise<{ page: Page; errors: string[] }> {
  const { page: opened, errors } = await stack.openSite(
    `?chains=${item.namespaces.join(',')}`,
    item.context,
  )
  await opened
    .getByRole('navigation', { name: 'Wallet' })
    .getByRole('button', { name: 'Connect Wallet' })
    .waitFor()
  return { page: opened, errors }
}

/** Presses "Sign on X", approves it in the wallet, returns the signature the page shows. */
async function signOn(
  opened: Page,
  wallet: Awaited<ReturnType<typeof openPhoneWallet>>,
  label: string,
  request: RegExp,
  namespace: string,
): Promise<string> {
  await opened.getByRole('button', { name: `Sign on ${label}` }).click()
  await waitForText(wallet.card(request), `Hello from Walletport on ${label}`)
  await wallet.approve(request)
  const shown = opened.getByTestId(`signature-${namespace}`)
  await shown.waitFor()
  return (await shown.textContent()) ?? ''
}

describe.each(CASES)('multichain pairing with no injected wallet, $name', (item) => {
  test('behavior: one pairing holds every namespace, and each chain signs through the wallet', async () => {
    const { page: opened, errors } = await openPage(item)
    const viewport = opened.viewportSize()
    expect(await opened.evaluate(() => 'ethereum' in window)).toBe(false)
    if (item.context?.isMobile) {
      expect(viewport?.width).toBe(390)
      expect(await opened.evaluate(() => navigator.userAgent)).toMatch(/iPhone/)
    }
    const wallet = await openPhoneWallet(stack.browser, stack.phone.url, devices['Pixel 7'])
    stack.onClose(() => wallet.close())
    const solanaAddress = (await wallet.page.getByTestId('wallet-solana').textContent()) ?? ''
    const bitcoinAddress = (await wallet.page.getByTestId('wallet-bitcoin').textContent()) ?? ''

    const qr = await readPairingQr(opened)
    await giveUriToWallet(wallet, qr, item.pairBy)
    const proposal = wallet.card(/^Walletport multichain wants to connect$/)
    await waitForText(proposal, 'Also shared: Solana')
    if (item.namespaces.includes('bip122')) await waitForText(proposal, 'Bitcoin regtest')
    await wallet.approve(/^Walletport multichain wants to connect$/)

    // the session, on both sides, holds an account in every namespace asked for
    await waitForText(
      wallet.session().getByTestId('session-namespaces'),
      `Shares: ${item.namespaces.join(', ')}`,
    )
    const expected = { eip155: EVM_ADDRESS, solana: solanaAddress, bip122: bitcoinAddress }
    for (const namespace of item.namespaces)
      await waitForText(opened.getByTestId(`address-${namespace}`), expected[namespace])
    await opened.getByRole('dialog').waitFor({ state: 'hidden' })

    // each chain's account signs through the wallet; each signature is checked here
    const evm = await signOn(opened, wallet, 'EVM', /^Sign a message on Devnet [AB]$/, 'eip155')
    expect(
      await verifyMessage({
        address: EVM_ADDRESS,
        message: messageFor('eip155'),
        signature: evm as Hex,
      }),
    ).toBe(true)
    const solana = await signOn(opened, wallet, 'Solana', /^Sign a message on Solana$/, 'solana')
    expect(
      verifySolanaMessage({
        address: solanaAddress,
        message: messageFor('solana'),
        signature: solana,
      }),
    ).toBe(true)
    if (item.namespaces.includes('bip122')) {
      const bitcoin = await signOn(
        opened,
        wallet,
        'Bitcoin',
        /^Sign a message on Bitcoin$/,
        'bip122',
      )
      expect(recoverBip137Address(messageFor('bip122'), bitcoin)).toBe(bitcoinAddress)
    }
    expect(errors).toEqual([])
    expect(wallet.errors).toEqual([])
  }, 300_000)
})
