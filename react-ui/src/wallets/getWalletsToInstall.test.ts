import { WALLET_REGISTRY } from '@walletport/core'
import { expect, test } from 'vitest'
import { getCustomRegistry } from './getCustomRegistry.js'
import { getStoreOrder } from './getStoreOrder.js'
import { getWalletsToInstall } from './getWalletsToInstall.js'

test('default: the store order follows the visitor’s device and browser', () => {
  expect(
    getStoreOrder('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari', true),
  ).toEqual(['ios'])
  expect(getStoreOrder('Mozilla/5.0 (Linux; Android 14) Chrome/126 Mobile', true)).toEqual([
    'android',
  ])
  expect(
    getStoreOrder('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko Firefox/128.0', false),
  ).toEqual(['firefox', 'chrome'])
  expect(
    getStoreOrder('Mozilla/5.0 (Windows NT 10.0) Chrome/126 Safari/537.36 Edg/126', false),
  ).toEqual(['edge', 'chrome'])
  expect(
    getStoreOrder('Mozilla/5.0 (Macintosh) AppleWebKit Chrome/126 Safari/537.36', false),
  ).toEqual(['chrome'])
})

test('behavior: wallets of the kit chains in the visitor store first, the rest by their website', () => {
  const bitcoinOnly = getWalletsToInstall({
    registry: WALLET_REGISTRY,
    namespaces: ['bip122'],
    stores: ['firefox'],
    limit: 4,
  })
  // Phantom is the one Bitcoin wallet with a Firefox add-on; the rest link their websites
  expect(bitcoinOnly.map((w) => [w.wallet.name, w.store])).toEqual([
    ['Phantom', 'firefox'],
    ['Trust Wallet', 'website'],
    ['OKX Wallet', 'website'],
    ['Bitget Wallet', 'website'],
  ])
  expect(bitcoinOnly[1]?.href).toBe('https://trustwallet.com')
  expect(
    getWalletsToInstall({ registry: WALLET_REGISTRY, namespaces: ['eip155'], stores: ['ios'] }),
  ).toHaveLength(6)
})

test('behavior: custom wallets are offered first, by their store page or else their homepage', () => {
  const custom = getCustomRegistry([
    {
      id: 'acme',
      name: 'Acme',
      stores: { chrome: 'https://chromewebstore.google.com/detail/acme' },
    },
    { id: 'site', name: 'Site Only', homepage: 'https://site.example', namespaces: ['eip155'] },
    { id: 'sol', name: 'Sol', homepage: 'https://sol.example', namespaces: ['solana'] },
    // nothing to install it from: left out
    { id: 'bare', name: 'Bare', mobileLink: 'bare://' },
  ])
  expect(custom.map((w) => [w.id, w.homepage])).toEqual([
    ['acme', 'https://chromewebstore.google.com/detail/acme'],
    ['site', 'https://site.example'],
    ['sol', 'https://sol.example'],
  ])
  const offered = getWalletsToInstall({
    registry: [...custom, ...WALLET_REGISTRY],
    namespaces: ['eip155'],
    stores: ['chrome'],
    limit: 3,
  })
  expect(offered.map((w) => [w.wallet.name, w.store])).toEqual([
    ['Acme', 'chrome'],
    ['MetaMask', 'chrome'],
    ['Phantom', 'chrome'],
  ])
  const websites = getWalletsToInstall({
    registry: [...custom, ...WALLET_REGISTRY],
    namespaces: ['eip155'],
    stores: ['ios'],
    limit: 20,
  })
  expect(websites.find((w) => w.wallet.id === 'site')).toMatchObject({
    store: 'website',
    href: 'https://site.example',
  })
})
