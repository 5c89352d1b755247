import { expect, test } from 'vitest'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { createTestKit } from '../test/createTestKit.js'
import { getConnectWallets } from './getConnectWallets.js'

// the Connect view's list read from a kit alone, as a headless UI renders it

test('default: the installed wallet, marked, and no pairing entry without WalletConnect', () => {
  const { kit } = createTestKit({
    mock: { connectors: [{ id: 'mock', name: 'Mock Wallet', type: 'ANNOUNCED' }] },
  })
  expect(getConnectWallets(kit).map(({ key, tag }) => ({ key, tag }))).toEqual([
    { key: 'wallet:mock', tag: 'installed' },
  ])
})

test('behavior: a wallet used before comes first, marked recent, after a reconnect of the kit', async () => {
  const { kit } = createTestKit({
    mock: {
      connectors: [
        { id: 'first', name: 'First Wallet', type: 'ANNOUNCED' },
        { id: 'second', name: 'Second Wallet', type: 'ANNOUNCED' },
      ],
    },
  })
  await connect(kit, { connectorId: 'second' })
  await disconnect(kit)
  expect(getConnectWallets(kit).map(({ key, tag }) => `${key} ${tag}`)).toEqual([
    'wallet:second recent',
    'wallet:first installed',
  ])
})

test('behavior: custom wallets of other chains and excluded ids are left out', () => {
  const { kit } = createTestKit({
    mock: {
      connectors: [
        { id: 'mock', name: 'Mock Wallet', type: 'ANNOUNCED' },
        { id: 'wc', name: 'WalletConnect', type: 'WALLET_CONNECT', installed: false },
      ],
    },
    excludeWalletIds: ['mock'],
    customWallets: [
      { id: 'ours', name: 'Our Wallet', mobileLink: 'ours://' },
      { id: 'sol', name: 'Solana Only', namespaces: ['solana'], mobileLink: 'sol://' },
    ],
  })
  const keys = getConnectWallets(kit).map((entry) => entry.key)
  expect(keys[0]).toBe('walletConnect:wc')
  expect(keys).toContain('wallet:ours')
  expect(keys).not.toContain('wallet:sol')
  expect(keys).not.toContain('wallet:mock')
})
