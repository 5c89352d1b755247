import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { createTestKit } from '../test/createTestKit.js'
import type { HttpServer } from '../test/startHttpServer.js'
import { getPopularWallets, POPULAR_WALLETS } from '../walletList/popularWallets.js'
import {
  createExplorerKit,
  documentedExplorer,
  startExplorer,
} from '../walletList/test/explorerServer.js'
import { walletExplorer } from '../walletList/walletExplorer.js'
import { fetchWallets } from './fetchWallets.js'

let server: HttpServer
beforeAll(async () => {
  server = await startExplorer()
})
beforeEach(() => {
  server.requests.length = 0
  server.setRoutes(documentedExplorer)
})
afterAll(() => server.close())

const explorerKit = (options: Parameters<typeof createTestKit>[0] = {}) =>
  createExplorerKit(server, options)

test('default: without an explorer the list is the bundled popular wallets', async () => {
  const { kit } = createTestKit()
  const state = await fetchWallets(kit)
  // the bundled registry's wallets for the kit's EVM networks, most used first
  const evm = POPULAR_WALLETS.filter((w) => w.chains?.includes('eip155'))
  expect(state.wallets.map((w) => w.name)).toEqual(evm.map((w) => w.name))
  expect(state.wallets.slice(0, 5).map((w) => w.name)).toEqual([
    'MetaMask',
    'Phantom',
    'Coinbase Wallet',
    'Trust Wallet',
    'OKX Wallet',
  ])
  expect(state).toMatchObject({ page: 1, count: evm.length, featured: [], search: [] })
  expect(state.recommended.map((w) => w.name)).toEqual([
    'MetaMask',
    'Phantom',
    'Coinbase Wallet',
    'Trust Wallet',
  ])
  // the mock wallet is installed
  expect(state.excludedWallets).toEqual([{ rdns: '', name: 'Mock Wallet' }])
  expect(kit.$walletList.get()).toBe(state)
  // every bundled wallet can be matched to its extension and most open their app
  for (const wallet of POPULAR_WALLETS)
    if (wallet.rdns) expect(wallet.rdns).toMatch(/^[a-z0-9]+\.[a-z0-9.]+$/)
  expect(POPULAR_WALLETS.filter((w) => w.rdns).length).toBeGreaterThan(15)
  expect(POPULAR_WALLETS.filter((w) => w.mobileLink).length).toBeGreaterThan(15)
  // nothing more to page through
  expect(await fetchWallets(kit, { page: 2 })).toBe(state)
})

test('parameters: featured, included and excluded wallet ids shape the bundled list', async () => {
  const id = (name: string) => POPULAR_WALLETS.find((w) => w.name === name)?.id
  const [metamask, coinbase, trust, phantom, rabby] = [
    'MetaMask',
    'Coinbase Wallet',
    'Trust Wallet',
    'Phantom',
    'Rabby Wallet',
  ].map(id)
  const { kit } = createTestKit({
    featuredWalletIds: [rabby!, metamask!],
    includeWalletIds: [metamask!, coinbase!, trust!, phantom!, rabby!],
    excludeWalletIds: [trust!],
    mock: { connectors: [{ id: 'cb', name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet' }] },
  })
  const state = await fetchWallets(kit)
  expect(state.featured.map((w) => w.name)).toEqual(['Rabby Wallet', 'MetaMask'])
  expect(state.wallets.map((w) => w.name)).toEqual(['Phantom', 'Coinbase Wallet'])
  // installed: not recommended
  expect(state.recommended.map((w) => w.name)).toEqual(['Phantom'])
  expect(state.count).toBe(2)
})

test('behavior: the explorer pages 40 at a time for the kit networks, with 4 recommended', async () => {
  const { kit } = explorerKit({ featuredWalletIds: ['w10', 'w5'], excludeWalletIds: ['w1'] })
  const first = await fetchWallets(kit)
  // w4 is a Solana wallet: the kit asks for eip155:1 and eip155:42161 only
  expect(first.count).toBe(91)
  expect(first.wallets).toHaveLength(40)
  expect(first.featured.map((w) => w.id)).toEqual(['w10', 'w5'])
  expect(first.recommended.map((w) => w.id)).toEqual(['w2', 'w3', 'w6', 'w7'])
  expect(first.excludedWallets).toEqual([{ rdns: 'io.mock', name: 'Mock Wallet' }])
  expect(first.wallets[0]).toMatchObject({ id: 'w0', name: 'Mock Wallet', imageId: 'img0' })
  expect(first.wallets[0]?.imageUrl).toBe(
    `${server.url}/getWalletImage/img0?projectId=test-project&st=walletport&sv=0.0.0`,
  )
  // a https mobile link is the universal link, anything else the app's scheme
  expect(first.wallets.find((w) => w.id === 'w2')).toMatchObject({
    universalLink: 'https://w2.example/app',
    mobileLink: undefined,
  })
  expect(first.wallets.find((w) => w.id === 'w3')?.mobileLink).toBe('three://')

  const list = server.requests.find((r) => r.query.get('entries') === '40')?.query
  expect(list?.get('exclude')).toBe('w1,w10,w5')
  expect(list?.get('chains')).toBe('eip155:1,eip155:42161')
  expect(list?.get('projectId')).toBe('test-project')

  const second = await fetchWallets(kit, { page: 2 })
  expect(second.wallets).toHaveLength(80)
  expect(second.page).toBe(2)
  const third = await fetchWallets(kit, { page: 3 })
  expect(third.wallets).toHaveLength(91)
  expect(new Set(third.wallets.map((w) => w.id)).size).toBe(91)
})

test('behavior: a loaded page is not read again; calls for a page being read share one read', async () => {
  const { kit } = explorerKit()
  const [a, b] = await Promise.all([fetchWallets(kit), fetchWallets(kit)])
  expect(a).toBe(b)
  expect(server.requests).toHaveLength(1)
  await fetchWallets(kit)
  expect(server.requests).toHaveLength(1)
  await fetchWallets(kit, { force: true })
  expect(server.requests).toHaveLength(2)
})

test('behavior: an explorer that fails leaves the bundled list and throws', async () => {
  server.setRoutes(() => ({ status: 400, json: { message: 'bad request' } }))
  const { kit } = explorerKit()
  await expect(fetchWallets(kit)).rejects.toThrow()
  expect(kit.$walletList.get().wallets.map((w) => w.name)).toContain('MetaMask')
  // the next call tries the explorer again
  server.setRoutes(documentedExplorer)
  expect((await fetchWallets(kit)).count).toBe(94)
})

test('behavior: without an explorer URL the plugin leaves the bundled list', async () => {
  const { kit } = createTestKit({ plugins: [walletExplorer()] })
  expect(kit._internal.walletExplorer).toBeUndefined()
  expect((await fetchWallets(kit)).count).toBe(getPopularWallets(kit.options).length)
})
