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

test('default: no feature view has landed yet', () => {
  expect(WALLET_FEATURE_VIEWS).toEqual({})
  expect(getWalletFeatures(['onramp'], features({ onramp: true }))).toEqual([])
})
