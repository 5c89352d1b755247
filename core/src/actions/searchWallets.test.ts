import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { createTestKit } from '../test/createTestKit.js'
import type { HttpServer } from '../test/startHttpServer.js'
import {
  createExplorerKit,
  documentedExplorer,
  startExplorer,
} from '../walletList/test/explorerServer.js'
import { searchWallets } from './searchWallets.js'

let server: HttpServer
beforeAll(async () => {
  server = await startExplorer()
})
beforeEach(() => {
  server.requests.length = 0
  server.setRoutes(documentedExplorer)
})
afterAll(() => server.close())

test('default: a search of the bundled list matches names in any case', async () => {
  const { kit } = createTestKit()
  const found = (await searchWallets(kit, { query: ' WALLET ' })).map((w) => w.name)
  // the kit's EVM wallets of the bundled registry with "wallet" in their name, in its order
  expect(found.slice(0, 4)).toEqual([
    'Coinbase Wallet',
    'Trust Wallet',
    'OKX Wallet',
    'Rabby Wallet',
  ])
  expect(found.every((name) => /wallet/i.test(name))).toBe(true)
  expect(found).not.toContain('UniSat Wallet')
  expect(kit.$walletList.get().search).toHaveLength(found.length)
  expect(await searchWallets(kit, { query: '  ' })).toEqual([])
  expect(kit.$walletList.get().search).toEqual([])
})

test('behavior: explorer searches of 100; an older answer never replaces a newer one', async () => {
  const { kit } = createExplorerKit(server)
  const found = await searchWallets(kit, { query: 'wallet 1' })
  // Wallet 1 and Wallet 10 to 19
  expect(found.map((w) => w.id)).toEqual([
    'w1',
    ...Array.from({ length: 10 }, (_, i) => `w${10 + i}`),
  ])
  expect(kit.$walletList.get().search).toBe(found)
  expect(server.requests.at(-1)?.query.get('entries')).toBe('100')
  expect(server.requests.at(-1)?.query.get('search')).toBe('wallet 1')

  const older = searchWallets(kit, { query: 'wallet 2' })
  const newer = searchWallets(kit, { query: 'wallet 3' })
  await Promise.all([older, newer])
  expect(kit.$walletList.get().search.map((w) => w.id)[0]).toBe('w3')
  await searchWallets(kit, { query: '' })
  expect(kit.$walletList.get().search).toEqual([])
})
