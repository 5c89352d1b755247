import { expect, test } from 'vitest'
import { hostedData } from '../data/hostedData.js'
import { mainnet } from '../networks/evm.js'
import { isProjectIdRequired } from './isProjectIdRequired.js'
import { parseKitOptions } from './parseKitOptions.js'

const required = (options: Omit<Parameters<typeof parseKitOptions>[0], 'networks'>) =>
  isProjectIdRequired(parseKitOptions({ networks: [mainnet], ...options }))

test('default', () => {
  expect(required({})).toBe(false)
})

test('behavior: each hosted feature needs a project id or its endpoint', () => {
  expect(required({ features: { onramp: true } })).toBe(true)
  expect(required({ features: { onramp: true }, projectId: 'p' })).toBe(false)
  expect(
    required({ features: { onramp: true }, endpoints: { dataService: 'https://d.example' } }),
  ).toBe(false)
  expect(required({ features: { socials: ['x'] } })).toBe(true)
  expect(
    required({ features: { socials: ['x'] }, endpoints: { embeddedWallet: 'https://e.example' } }),
  ).toBe(false)
  expect(required({ features: { analytics: true } })).toBe(true)
  expect(
    required({ features: { analytics: true }, endpoints: { analytics: 'https://a.example' } }),
  ).toBe(false)
})

test('behavior: an endpoint turned off with false needs no project id', () => {
  expect(required({ features: { swaps: true }, endpoints: { dataService: false } })).toBe(false)
  expect(required({ features: { analytics: true }, endpoints: { analytics: false } })).toBe(false)
})

test('behavior: a data source with its own URL, or the site’s own, needs no project id', () => {
  const own = {
    getTokenBalances: async () => [],
    getIdentity: async () => ({ name: null, avatar: null }),
  }
  expect(required({ features: { swaps: true }, dataSource: own })).toBe(false)
  expect(
    required({ features: { swaps: true }, dataSource: hostedData({ baseUrl: 'http://d.test' }) }),
  ).toBe(false)
  // hostedData() alone uses the hosted default, which needs the project id
  expect(required({ features: { swaps: true }, dataSource: hostedData() })).toBe(true)
})
