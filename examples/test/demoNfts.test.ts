import { expect, test } from 'vitest'
import { checkView } from './harness/checkView.js'
import { connectDemoWallet } from './harness/connectDemoWallet.js'
import { demoNav, dialog, setUpExample } from './harness/setUpExample.js'
import { shootSizes } from './harness/shootSizes.js'

// the NFTs tab in the demo, in chromium: the demo mints three NFTs of a real collection
// ("Harbour Sketches") and airdrops two spam ones to the wallet at start; the tab lists the
// three with their names and collection from the local data service, and never the spam
const suite = setUpExample('demo')

test('behavior: the NFTs tab lists the collection by name and collection, the spam hidden', async () => {
  const t = await suite.open()
  const { page } = t
  await connectDemoWallet(page)
  await demoNav(page)
    .getByRole('button', { name: /^Account:/ })
    .click()
  const account = dialog(page, 'Account')
  await account.getByRole('tab', { name: 'NFTs' }).click()
  // exactly: the placeholder list stands under "Loading NFTs…" with three rows of its own
  const list = account.getByRole('list', { name: 'NFTs', exact: true })
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
