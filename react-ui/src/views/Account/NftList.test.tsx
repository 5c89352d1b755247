// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"fetch": {"disableSameOriginPolicy": true}}}
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import type { TestServer } from '@walletport/blockchain-api/test'
import { arbitrum, connect, type DataSource, open, switchNetwork } from '@walletport/core'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { createFeatureTestKit, startDataServer } from '../../test/createFeatureTestKit.js'
import { createTestKit } from '../../test/createTestKit.js'
import { expectAccessible } from '../../test/expectAccessible.js'
import { focusedText, press, tabTo } from '../../test/keyboard.js'
import { preloadModal, renderWithKit } from '../../test/renderWithKit.js'
import { type StubImage, stubImage } from '../../test/stubImage.js'

let server: TestServer
let images: StubImage[]
beforeAll(async () => {
  server = await startDataServer()
  await preloadModal()
})
afterAll(() => server.close())
afterEach(() => {
  cleanup()
  server.reset()
  vi.unstubAllGlobals()
})

async function openNfts(kit: ReturnType<typeof createTestKit>['kit'], name = 'Account') {
  // images load or fail only when a test says so
  images = stubImage()
  await act(() => connect(kit, { connectorId: 'mock' }))
  renderWithKit(kit, null)
  await act(() => open(kit))
  const dialog = await screen.findByRole('dialog', { name })
  tabTo((e) => e.getAttribute('role') === 'tab')
  // without the history feature, NFTs is the last tab
  press('End')
  return dialog
}

test('default: the NFTs the history shows received, spam hidden, with their image', async () => {
  const { kit } = createFeatureTestKit(server)
  const dialog = await openNfts(kit)
  await waitFor(() => expect(focusedText()).toBe('NFTs'))
  const list = await within(dialog).findByRole('list', { name: 'NFTs' })
  // page 1 holds two spam Cards and one real Card: one NFT
  const rows = within(list).getAllByRole('listitem')
  expect(rows.map((row) => row.textContent)).toEqual(['CCard'])
  const image = images.find((i) => i.src === 'https://img.test/nft.png')
  act(() => image?.onload?.())
  expect(rows[0]?.querySelector('img')?.getAttribute('src')).toBe('https://img.test/nft.png')
  expect(rows[0]?.textContent).toBe('Card')
  await expectAccessible(dialog)
})

test('behavior: an image that fails keeps the monogram; collection from a source that knows it', async () => {
  const dataSource: DataSource = {
    getTokenBalances: async () => [],
    getIdentity: async () => ({ name: null, avatar: null }),
    getNfts: async ({ network }) => [
      {
        id: '7',
        name: 'Ape #7',
        collection: 'Apes',
        imageUrl: 'https://img.test/ape.png',
        network: network.caipNetworkId,
      },
    ],
  }
  const { kit } = createTestKit({ dataSource })
  const dialog = await openNfts(kit)
  const list = await within(dialog).findByRole('list', { name: 'NFTs' })
  act(() => images.find((i) => i.src === 'https://img.test/ape.png')?.onerror?.())
  expect(within(list).getByRole('listitem').textContent).toBe('AApe #7Collection: Apes')
  expect(list.querySelector('img')).toBeNull()
})

test('behavior: no NFTs, no source and a failed read each end in a message, in the catalogue', async () => {
  server.route('GET /v1/account/:address/history', () => ({ json: { data: [], next: null } }))
  const empty = await openNfts(createFeatureTestKit(server).kit)
  expect(await within(empty).findByText('No NFTs yet')).toBeTruthy()
  cleanup()

  const none = await openNfts(createTestKit().kit)
  expect(await within(none).findByText('No NFTs yet')).toBeTruthy()
  cleanup()

  server.route('GET /v1/account/:address/history', () => ({ status: 500, body: 'down' }))
  const failed = await openNfts(createFeatureTestKit(server, { locale: 'de' }).kit, 'Konto')
  expect(await within(failed).findByText('NFTs konnten nicht geladen werden')).toBeTruthy()
  await expectAccessible(failed)
})

test('behavior: another network reads its own list; the old one is not shown meanwhile', async () => {
  const { kit } = createFeatureTestKit(server)
  const dialog = await openNfts(kit)
  await within(dialog).findByRole('list', { name: 'NFTs' })
  server.route('GET /v1/account/:address/history', () => ({ delay: 100, json: { data: [] } }))
  await act(() => switchNetwork(kit, { networkId: arbitrum.caipNetworkId }))
  await waitFor(() => expect(within(dialog).queryByText('Card')).toBeNull())
  expect(await within(dialog).findByText('No NFTs yet')).toBeTruthy()
})
