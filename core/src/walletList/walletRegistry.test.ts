import { afterAll, beforeAll, expect, test } from 'vitest'
import { fetchWallets } from '../actions/fetchWallets.js'
import { searchWallets } from '../actions/searchWallets.js'
import { bitcoin } from '../networks/bitcoin.js'
import { mainnet } from '../networks/evm.js'
import { solana } from '../networks/solana.js'
import { buildNativeLink, buildUniversalLink } from '../pairing/buildWalletLinks.js'
import { createTestKit } from '../test/createTestKit.js'
import type { HttpServer } from '../test/startHttpServer.js'
import type { Network } from '../types/network.js'
import { findRegistryWallet, searchRegistry } from './findRegistryWallet.js'
import { getInstalledWallets, isInstalledWallet } from './getInstalledWallets.js'
import { loadWalletLogos } from './loadWalletLogos.js'
import { getPopularWallets } from './popularWallets.js'
import { createExplorerKit, startExplorer } from './test/explorerServer.js'
import { WALLET_REGISTRY } from './walletRegistry.js'

let server: HttpServer
beforeAll(async () => {
  server = await startExplorer()
})
afterAll(() => server.close())

const METAMASK = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'
const PHANTOM = 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393'
const XVERSE = '2a87d74ae02e10bdd1f51f7ce6c4e1cc53cd5f2c0b6b5ad0d7b3007d2b13de7b'
const RAINBOW = '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369'
const uri = 'wc:abc@2?relay-protocol=irn&symKey=00'

test('default: about 30 wallets across EVM, Solana and Bitcoin, each one well formed', () => {
  expect(WALLET_REGISTRY.length).toBeGreaterThanOrEqual(28)
  const unique = (values: (string | undefined)[]) => {
    const present = values.filter(Boolean)
    return new Set(present).size === present.length
  }
  expect(unique(WALLET_REGISTRY.map((w) => w.id))).toBe(true)
  expect(unique(WALLET_REGISTRY.map((w) => w.rdns))).toBe(true)
  expect(unique(WALLET_REGISTRY.map((w) => w.name.toLowerCase()))).toBe(true)
  for (const namespace of ['eip155', 'solana', 'bip122'] as const)
    expect(WALLET_REGISTRY.filter((w) => w.namespaces.includes(namespace)).length).toBeGreaterThan(
      8,
    )
  for (const wallet of WALLET_REGISTRY) {
    expect(wallet.homepage).toMatch(/^https:\/\//)
    for (const store of Object.values(wallet.stores)) expect(store).toMatch(/^https:\/\//)
    if (wallet.rdns) expect(wallet.rdns).toMatch(/^[a-z0-9]+(\.[a-z0-9]+)+$/)
    // every link base gives a link that carries the URI
    if (wallet.mobileLink) expect(buildNativeLink(wallet.mobileLink, uri)).toContain('wc?uri=wc%3A')
    if (wallet.universalLink)
      expect(buildUniversalLink(wallet.universalLink, uri)).toContain('/wc?uri=wc%3A')
  }
  // most wallets open their app with a pairing URI
  expect(WALLET_REGISTRY.filter((w) => w.mobileLink || w.universalLink).length).toBeGreaterThan(20)
})

test('default: each wallet has a small SVG logo, loaded on its own', async () => {
  const logos = await loadWalletLogos()
  for (const wallet of WALLET_REGISTRY) {
    const logo = logos[wallet.id]
    expect(logo, wallet.name).toMatch(/^data:image\/svg\+xml,%3Csvg/)
    expect(decodeURIComponent(logo!.slice(19)).length).toBeLessThan(1_200)
  }
})

test('behavior: lookups by id, rdns, name and Wallet Standard name', () => {
  expect(findRegistryWallet({ rdns: 'io.metamask' })?.id).toBe(METAMASK)
  expect(findRegistryWallet({ id: PHANTOM })?.name).toBe('Phantom')
  expect(findRegistryWallet({ name: 'xverse wallet' })?.id).toBe(XVERSE)
  expect(findRegistryWallet({ name: ' RAINBOW ' })?.id).toBe(RAINBOW)
  // an unknown id still finds the wallet by rdns
  expect(findRegistryWallet({ id: 'nope', rdns: 'me.rainbow' })?.id).toBe(RAINBOW)
  expect(findRegistryWallet({ id: 'nope', rdns: 'com.nope', name: 'Nope' })).toBeUndefined()
  expect(findRegistryWallet({ name: '  ' })).toBeUndefined()
})

test('behavior: search matches names in any case, names that start with the query first', () => {
  expect(searchRegistry('meta').map((w) => w.name)).toEqual(['MetaMask'])
  expect(searchRegistry('META')[0]?.id).toBe(METAMASK)
  const wallets = searchRegistry('wallet')
  expect(wallets.length).toBeGreaterThan(8)
  // the Wallet Standard name counts too: Xverse registers as "Xverse Wallet"
  for (const w of wallets) expect(`${w.name} ${w.walletStandardName}`).toMatch(/wallet/i)
  expect(wallets.map((w) => w.name)).toContain('Xverse')
  expect(
    searchRegistry('x')
      .slice(0, 2)
      .map((w) => w.name),
  ).toEqual(['Xverse', 'OKX Wallet'])
  expect(searchRegistry(' ')).toEqual([])
})

test('behavior: the bundled list holds the wallets of the kit networks only', () => {
  const list = (networks: Network[]) =>
    getPopularWallets({ networks, includeWalletIds: undefined, excludeWalletIds: undefined })
  const evm = list([mainnet]).map((w) => w.name)
  expect(evm).toContain('MetaMask')
  expect(evm).not.toContain('Xverse')
  expect(evm).not.toContain('Solflare')
  expect(list([bitcoin]).map((w) => w.name)).toContain('Xverse')
  expect(list([solana]).map((w) => w.name)).toContain('Solflare')
})

test('behavior: an announced wallet with a registry rdns is marked installed and not recommended', async () => {
  const { kit } = createTestKit({
    mock: {
      connectors: [
        {
          id: 'io.metamask',
          name: 'MetaMask (extension)',
          rdns: 'io.metamask',
          type: 'ANNOUNCED',
          installed: false,
        },
      ],
    },
  })
  const state = await fetchWallets(kit)
  const metamask = state.wallets.find((w) => w.id === METAMASK)!
  expect(isInstalledWallet(metamask, getInstalledWallets(kit))).toBe(true)
  expect(state.excludedWallets).toContainEqual({
    rdns: 'io.metamask',
    name: 'MetaMask (extension)',
  })
  expect(state.recommended.map((w) => w.id)).not.toContain(METAMASK)
  expect(state.recommended).toHaveLength(4)
})

test('parameters: featured, included and excluded ids work on the registry with no explorer', async () => {
  const { kit } = createTestKit({
    featuredWalletIds: [RAINBOW],
    includeWalletIds: [METAMASK, RAINBOW, PHANTOM],
    excludeWalletIds: [PHANTOM],
  })
  const state = await fetchWallets(kit)
  expect(state.featured.map((w) => w.name)).toEqual(['Rainbow'])
  expect(state.wallets.map((w) => w.name)).toEqual(['MetaMask'])
  expect((await searchWallets(kit, { query: 'a' })).map((w) => w.name)).toEqual([
    'MetaMask',
    'Rainbow',
  ])
})

test('behavior: with an explorer, its search results come first, then the registry matches it lacks', async () => {
  const { kit } = createExplorerKit(server)
  const found = await searchWallets(kit, { query: 'meta' })
  expect(found.map((w) => w.name)).toEqual(['MetaMask'])
  expect(found[0]?.id).toBe(METAMASK)
  const mixed = await searchWallets(kit, { query: 'wallet 9' })
  // the explorer's Wallet 9, Wallet 90 to 94; no registry name has "wallet 9"
  expect(mixed.map((w) => w.id)).toEqual(['w9', 'w90', 'w91', 'w92', 'w93', 'w94'])
  const both = await searchWallets(kit, { query: 'mock' })
  // the explorer's Mock Wallet; the registry adds nothing of that name
  expect(both.map((w) => w.name)).toEqual(['Mock Wallet'])
  expect(kit.$walletList.get().search).toBe(both)
})
