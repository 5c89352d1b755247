import { mainnet } from 'viem/chains'
import { expect, test } from 'vitest'
import { ENS_UNIVERSAL_RESOLVER } from './constants.js'

test('default: the Universal Resolver is the one viem names for mainnet', () => {
  expect(ENS_UNIVERSAL_RESOLVER).toBe(mainnet.contracts.ensUniversalResolver.address)
})
