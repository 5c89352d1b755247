import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core'

export type PhoneWalletPage = {
  page: Page
  /** uncaught errors in the wallet's page */
  errors: string[]
  /** the card of the pending request or proposal whose title matches */
  card(title: RegExp): Locator
  /** waits for the card, presses its Approve, waits until it is gone */
  approve(title: RegExp): Promise<void>
  /** the connected site's card */
  session(): Locator
  close(): Promise<void>
}

/**
 * The demo phone wallet in a page of its own: its own browser context (a phone is another
 * device: no storage shared with the demo), waiting until the wallet is up.
 */
export async function openPhoneWallet(
  browser: Browser,
  url: string,
  options: BrowserContextOptions = {},
): Promise<PhoneWalletPage> {
  const context = await browser.newContext(options)
  // a relay round trip on a loaded 2-core machine can take seconds; wait on conditions only
  context.setDefaultTimeout(30_000)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  await page.goto(url)
  await page.locator('#app[data-state="ready"]').waitFor()
  const card = (title: RegExp) =>
    page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) })
  return {
    page,
    errors,
    card,
    async approve(title) {
      const found = card(title)
      await found.getByRole('button', { name: 'Approve' }).click()
      await found.waitFor({ state: 'detached' })
    },
    session: () => page.getByRole('region', { name: 'Connected sites' }).getByRole('article'),
    close: () => context.close(),
  }
}
