import type { KitFeatures } from '@walletport/core'
import { expect, test } from 'vitest'
import { getWalletFeatures, WALLET_FEATURE_VIEWS } from './getWalletFeatures.js'

const features = (on: Partial<KitFeatures>): KitFeatures => ({
  email: false,
  socials: false,
  swaps: false,
  send: false,
  receive: false,
  onramp: false,
  history: false,
  names: false,
  analytics: false,
  allWallets: false,
  ...on,
})
const available = {
  onramp: { view: 'Swap', label: 'view.account' },
  swaps: { view: 'Swap', label: 'view.account' },
  receive: { view: 'Swap', label: 'view.account' },
  send: { view: 'Swap', label: 'view.account' },
} as const

test('default: features show in the configured order, only when on and available', () => {
  const on = features({ onramp: true, swaps: true, send: true })
  expect(
    getWalletFeatures(['onramp', 'swaps', 'receive', 'send'], on, available).map((f) => f.feature),
  ).toEqual(['onramp', 'swaps', 'send'])
  expect(
    getWalletFeatures(['send', 'onramp', 'swaps', 'receive'], on, available).map((f) => f.feature),
  ).toEqual(['send', 'onramp', 'swaps'])
})

test('default: receive and send open their views', () => {
  expect(WALLET_FEATURE_VIEWS).toMatchObject({
    receive: { view: 'WalletReceive', label: 'feature.receive' },
    send: { view: 'WalletSend', label: 'feature.send' },
  })
  const on = features({ send: true, receive: true })
  expect(getWalletFeatures(['onramp', 'swaps', 'receive', 'send'], on)).toEqual([
    { feature: 'receive', view: 'WalletReceive', label: 'feature.receive' },
    { feature: 'send', view: 'WalletSend', label: 'feature.send' },
  ])
  expect(getWalletFeatures(['receive', 'send'], features({ send: true }))).toEqual([
    { feature: 'send', view: 'WalletSend', label: 'feature.send' },
  ])
})
