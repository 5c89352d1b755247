import fc from 'fast-check'
import { expect, test } from 'vitest'
import { shouldShowUnsupportedChain } from './shouldShowUnsupportedChain.js'

const requestedNetworkIds = ['eip155:1', 'eip155:42161']

test('default', () => {
  expect(shouldShowUnsupportedChain({ networkId: 'eip155:10', requestedNetworkIds })).toBe(true)
})

test('parameters: networkId (requested)', () => {
  expect(shouldShowUnsupportedChain({ networkId: 'eip155:1', requestedNetworkIds })).toBe(false)
  expect(shouldShowUnsupportedChain({ networkId: 'eip155:1', requestedNetworkIds: [] })).toBe(true)
})

test('parameters: enableNetworkSwitch', () => {
  const p = { networkId: 'eip155:10', requestedNetworkIds }
  expect(shouldShowUnsupportedChain({ ...p, enableNetworkSwitch: false })).toBe(false)
  expect(shouldShowUnsupportedChain({ ...p, enableNetworkSwitch: true })).toBe(true)
})

test('parameters: allowUnsupportedChain', () => {
  const p = { networkId: 'eip155:10', requestedNetworkIds }
  expect(shouldShowUnsupportedChain({ ...p, allowUnsupportedChain: true })).toBe(false)
  expect(shouldShowUnsupportedChain({ ...p, allowUnsupportedChain: false })).toBe(true)
})

test('parameters: isBasicPairing', () => {
  const p = { networkId: 'eip155:10', requestedNetworkIds }
  expect(shouldShowUnsupportedChain({ ...p, isBasicPairing: true })).toBe(false)
  expect(shouldShowUnsupportedChain({ ...p, isBasicPairing: false })).toBe(true)
})

test('behavior: shown exactly when unrequested and no exception holds', () => {
  fc.assert(
    fc.property(
      fc.boolean(),
      fc.boolean(),
      fc.boolean(),
      fc.boolean(),
      (requested, enableNetworkSwitch, allowUnsupportedChain, isBasicPairing) => {
        const shown = shouldShowUnsupportedChain({
          networkId: requested ? 'eip155:1' : 'eip155:10',
          requestedNetworkIds,
          enableNetworkSwitch,
          allowUnsupportedChain,
          isBasicPairing,
        })
        expect(shown).toBe(
          !requested && enableNetworkSwitch && !allowUnsupportedChain && !isBasicPairing,
        )
      },
    ),
  )
})
