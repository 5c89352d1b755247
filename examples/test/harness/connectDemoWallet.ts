import type { Page } from 'playwright-core'
import { demoNav, dialog } from './setUpExample.js'
import { waitForText } from './wait.js'

/**
 * Connects the demo's own injected wallet from the page's Connect button and signs the
 * sign-in message it asks for, as a visitor would; resolves once the page shows the session.
 */
export async function connectDemoWallet(page: Page): Promise<void> {
  await demoNav(page).getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page)
    .getByRole('button', { name: /Walletport Demo Wallet/ })
    .click()
  await dialog(page, 'Sign In').getByRole('button', { name: 'Sign', exact: true }).click()
  await waitForText(page.getByTestId('session'), 'Signed in as')
}
