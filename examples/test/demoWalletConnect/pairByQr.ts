import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import type { PhoneWalletPage } from './phoneWalletPage.js'
import { type ReadQr, readQrFromPage } from './readQrFromPage.js'

const nav = (page: Page) => page.getByRole('navigation', { name: 'Wallet' })

/**
 * Connect Wallet, WalletConnect (unless `open` is false: the QR view already shows), then the
 * URI read from the QR code's pixels.
 */
export async function readPairingQr(page: Page, { open = true } = {}): Promise<ReadQr> {
  if (open) {
    await nav(page).getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: 'WalletConnect' })
      .click()
  }
  const qr = page.getByRole('dialog').getByRole('img', { name: /^QR code to connect/ })
  await qr.waitFor().catch(async (error: unknown) => {
    // what the modal shows instead says more than the timeout
    const shown = await page
      .getByRole('dialog')
      .textContent()
      .catch(() => 'no dialog')
    throw new Error(`no QR code; the modal shows: ${shown}`, { cause: error })
  })
  return readPairingUri(page, qr)
}

/** The WalletConnect URI read from a QR code's pixels, polled until one reads (up to 30 s). */
export async function readPairingUri(page: Page, qr: Locator): Promise<ReadQr> {
  let read: ReadQr | undefined
  await expect
    .poll(
      async () => {
        read = await readQrFromPage(page, qr)
        return read?.text
      },
      { timeout: 30_000 },
    )
    .toMatch(/^wc:[0-9a-f]{64}@2\?/)
  return read as ReadQr
}

/** Hands the wallet the pairing: the URI pasted, or the QR code's picture as a camera would. */
export async function giveUriToWallet(wallet: PhoneWalletPage, qr: ReadQr, by: 'paste' | 'image') {
  if (by === 'paste') {
    await wallet.page.getByLabel('Pairing link').fill(qr.text)
    await wallet.page.getByRole('button', { name: 'Connect', exact: true }).click()
  } else {
    await wallet.page
      .getByLabel('Read a QR code from an image')
      .setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: qr.png })
  }
}
