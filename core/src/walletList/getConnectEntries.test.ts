import { expect, test } from 'vitest'
import type { WalletListItem, WalletListState } from '../stores/createWalletListState.js'
import type { Connector } from '../types/connector.js'
import { getAllWallets } from './getAllWallets.js'
import { getConnectEntries } from './getConnectEntries.js'
import { getCustomWallets } from './getCustomWallets.js'
import { getSearchResults } from './getSearchResults.js'

const connector = (c: Partial<Connector> & { id: string }): Connector => ({
  name: c.id,
  type: 'INJECTED',
  chain: 'eip155',
  installed: true,
  ...c,
})
const wallet = (id: string, extra: Partial<WalletListItem> = {}): WalletListItem => ({
  id,
  name: id,
  ...extra,
})
const list = (patch: Partial<WalletListState> = {}): WalletListState => ({
  page: 1,
  count: 0,
  featured: [],
  recommended: [],
  wallets: [],
  search: [],
  excludedWallets: [],
  ...patch,
})

test('default: the connector order is WalletConnect, recent, installed, featured, custom, external, recommended', () => {
  const entries = getConnectEntries({
    connectors: [
      connector({ id: 'ext', type: 'EXTERNAL' }),
      connector({ id: 'rabby', rdns: 'io.rabby' }),
      connector({ id: 'wc', type: 'WALLET_CONNECT', installed: false }),
      connector({ id: 'auth', type: 'AUTH' }),
      connector({ id: 'absent', installed: false }),
      connector({ id: 'announced', type: 'ANNOUNCED', installed: false }),
    ],
    recentWallets: [{ id: 'recent1', name: 'Recent One' }],
    walletList: list({
      featured: [wallet('f1')],
      recommended: ['r1', 'r2', 'r3', 'r4', 'r5'].map((id) => wallet(id)),
    }),
    customWallets: [wallet('c1'), wallet('c2')],
    excludeWalletIds: undefined,
    isMobile: false,
    pairing: true,
  })
  expect(entries.map((e) => [e.wallet.id, e.tag ?? '-'])).toEqual([
    ['wc', 'qrCode'],
    ['recent1', 'recent'],
    ['rabby', 'installed'],
    ['announced', 'installed'],
    ['f1', '-'],
    ['c1', '-'],
    ['c2', '-'],
    ['ext', '-'],
    ['r1', '-'],
    ['r2', '-'],
    ['r3', '-'],
    ['r4', '-'],
  ])
})

test('behavior: each wallet shows once (by id, rdns or name) and excluded ones never', () => {
  const entries = getConnectEntries({
    connectors: [connector({ id: 'rabby', name: 'Rabby', rdns: 'io.rabby' })],
    recentWallets: [{ id: 'rabby-explorer', name: 'Rabby', rdns: 'io.rabby' }],
    walletList: list({
      featured: [wallet('x', { name: 'RABBY' }), wallet('mm', { name: 'MetaMask' })],
      recommended: [wallet('y', { rdns: 'io.rabby' }), wallet('bad'), wallet('ok')],
    }),
    excludeWalletIds: ['bad', 'mm'],
    isMobile: true,
    pairing: true,
  })
  // core pairs without a pairing connector: its entry has no tag on mobile
  expect(entries.map((e) => [e.wallet.id, e.tag ?? '-'])).toEqual([
    ['walletConnect', '-'],
    ['rabby-explorer', 'recent'],
    ['ok', '-'],
  ])
})

test('parameters: without pairing only wallets with a connector are offered', () => {
  const entries = getConnectEntries({
    connectors: [
      connector({ id: 'rabby', name: 'Rabby', rdns: 'io.rabby' }),
      connector({ id: 'ext', type: 'EXTERNAL' }),
    ],
    recentWallets: [
      { id: 'rabby-explorer', name: 'Rabby', rdns: 'io.rabby' },
      { id: 'phone', name: 'Phone Wallet' },
    ],
    walletList: list({ featured: [wallet('f1')], recommended: [wallet('r1')] }),
    excludeWalletIds: undefined,
    isMobile: false,
    pairing: false,
  })
  expect(entries.map((e) => e.wallet.id)).toEqual(['rabby-explorer', 'ext'])
  const all = getAllWallets({
    connectors: [connector({ id: 'rabby', name: 'Rabby' })],
    walletList: list({ wallets: [wallet('w1')] }),
    excludeWalletIds: undefined,
    pairing: false,
  })
  expect(all.map((w) => w.wallet.id)).toEqual(['rabby'])
})

test('default: the full list puts installed wallets first and hides excluded and installed duplicates', () => {
  const all = getAllWallets({
    connectors: [connector({ id: 'rabby', name: 'Rabby', rdns: 'io.rabby' })],
    walletList: list({
      featured: [wallet('f1')],
      recommended: [wallet('r1')],
      wallets: [
        wallet('rabby-x', { rdns: 'io.rabby' }),
        wallet('w1'),
        wallet('w2'),
        wallet('hidden'),
      ],
      excludedWallets: [{ rdns: 'com.hidden', name: 'hidden' }],
    }),
    excludeWalletIds: ['w2'],
  })
  expect(all.map((w) => [w.wallet.id, w.installed])).toEqual([
    ['rabby', true],
    ['f1', false],
    ['r1', false],
    ['w1', false],
  ])
})

test('default: search results are the installed wallets that match, then core results', () => {
  const results = getSearchResults({
    connectors: [
      connector({ id: 'rabby', name: 'Rabby', rdns: 'io.rabby' }),
      connector({ id: 'other', name: 'Lace' }),
    ],
    walletList: list({
      search: [wallet('rabby-x', { rdns: 'io.rabby', name: 'Rabby' }), wallet('r1'), wallet('r2')],
    }),
    query: '  RA ',
    excludeWalletIds: ['r2'],
  })
  expect(results.map((w) => [w.wallet.id, w.installed])).toEqual([
    ['rabby', true],
    ['r1', false],
  ])
})

test('behavior: custom wallets of the kit chains show after the featured ones, an installed one once as installed', () => {
  const customWallets = getCustomWallets({
    customWallets: [
      { id: 'acme', name: 'Acme', rdns: 'com.acme', mobileLink: 'acme://', namespaces: ['eip155'] },
      { id: 'sol', name: 'Sol Only', namespaces: ['solana'] },
      { id: 'any', name: 'Any Chain', imageUrl: 'https://any.example/logo.png' },
      { id: 'gone', name: 'Gone' },
    ],
    namespaces: ['eip155', 'bip122'],
  })
  expect(customWallets).toEqual([
    expect.objectContaining({ id: 'acme', rdns: 'com.acme', mobileLink: 'acme://' }),
    expect.objectContaining({ id: 'any', imageUrl: 'https://any.example/logo.png' }),
    expect.objectContaining({ id: 'gone' }),
  ])
  // the browser announces Acme: it shows once, as installed, under the connector's id
  const connectors = [
    connector({ id: 'acme-6963', name: 'Acme', rdns: 'com.acme', type: 'ANNOUNCED' }),
  ]
  const parameters = {
    connectors,
    walletList: list({
      featured: [wallet('f1')],
      recommended: [wallet('r1')],
      search: [wallet('any-x', { name: 'Any Chain' }), wallet('w-any', { name: 'Wanyway' })],
    }),
    customWallets,
    excludeWalletIds: ['gone'],
  }
  const entries = getConnectEntries({
    ...parameters,
    recentWallets: [],
    isMobile: true,
    pairing: true,
  })
  expect(entries.map((e) => [e.wallet.id, e.tag ?? '-'])).toEqual([
    ['walletConnect', '-'],
    ['acme-6963', 'installed'],
    ['f1', '-'],
    ['any', '-'],
    ['r1', '-'],
  ])
  expect(getAllWallets(parameters).map((w) => [w.wallet.id, w.installed])).toEqual([
    ['acme-6963', true],
    ['f1', false],
    ['any', false],
    ['r1', false],
  ])
  expect(
    getSearchResults({ ...parameters, query: 'any' }).map((w) => [w.wallet.id, w.installed]),
  ).toEqual([
    ['any', false],
    ['w-any', false],
  ])
  // without pairing a custom wallet cannot be reached unless the browser has it
  expect(
    getConnectEntries({ ...parameters, recentWallets: [], isMobile: false, pairing: false }).map(
      (e) => e.wallet.id,
    ),
  ).toEqual(['acme-6963'])
})

test('behavior: 5,000 wallets are listed in linear time', () => {
  const wallets = Array.from({ length: 5_000 }, (_, i) => wallet(`w${i}`))
  const started = performance.now()
  const all = getAllWallets({
    connectors: [],
    walletList: list({ wallets }),
    excludeWalletIds: [],
  })
  expect(all).toHaveLength(5_000)
  // generous: a quadratic scan of 5,000 takes far longer
  expect(performance.now() - started).toBeLessThan(200)
})
