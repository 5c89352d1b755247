import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect, onTestFailed, test } from 'vitest'
import { openPage, type TestPage } from './harness/browser.js'
import { checkView } from './harness/checkView.js'
import { type Environment, startEnvironment } from './harness/environment.js'
import { shootSizes } from './harness/shootSizes.js'
import { waitForText } from './harness/wait.js'

// the NFTs tab in the demo, in chromium: the demo mints three NFTs of a real collection
// ("Harbour Sketches") and airdrops two spam ones to the wallet at start; the tab lists the
// three with their names and collection from the local data service, and never the spam
let env: Environment
const pages: TestPage[] = []

beforeAll(async () => {
  env = await startEnvironment({ example: 'demo' })
}, 300_000)

afterAll(async () => {
  for (const page of pages) await page.close().catch(() => {})
  await env?.stop()
})

const dialog = (page: Page, name?: string) =>
  name ? page.getByRole('dialog', { name }) : page.getByRole('dialog')

test('behavior: the NFTs tab lists the collection by name and collection, the spam hidden', async () => {
  const t = await openPage(env.browser, env.url)
  pages.push(t)
  onTestFailed(() => {
    if (t.errors.length) console.error(`page errors:\n${t.errors.join('\n')}`)
  })
  const { page } = t
  const nav = page.getByRole('navigation', { name: 'Wallet' })
  await nav.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog(page)
    .getByRole('button', { name: /Walletport Demo Wallet/ })
    .click()
  await dialog(page, 'Sign In').getByRole('button', { name: 'Sign', exact: true }).click()
  await waitForText(page.getByTestId('session'), 'Signed in as')
  await nav.getByRole('button', { name: /^Account:/ }).click()
  const account = dialog(page, 'Account')
  await account.getByRole('tab', { name: 'NFTs' }).click()
  const list = account.getByRole('list', { name: 'NFTs' })
  await list.waitFor()
  const items = list.getByRole('listitem')
  await expect.poll(() => items.count()).toBe(3)
  expect(await items.locator('.wp-nft-name').allTextContents()).toEqual([
    'Lighthouse at Dawn',
    'Fishing Boats',
    'Harbour Crane',
  ])
  expect(await items.locator('.wp-nft-collection').allTextContents()).toEqual(
    Array(3).fill('Collection: Harbour Sketches'),
  )
  // biome-ignore lint/performance/useDomNodeTextContent: playwright's Locator.innerText
  expect(await account.innerText()).not.toContain('Free Airdrop Pass')
  // each preview is the service's image, loaded (not the fallback monogram)
  await expect.poll(() => list.locator('.wp-logo[data-state="loaded"] img').count()).toBe(3)
  await checkView(page, 'nfts-01-list')
  await shootSizes(page, 'nfts-01-list')

  expect(t.errors).toEqual([])
}, 150_000)
