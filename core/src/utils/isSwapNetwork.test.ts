import { expect, test } from 'vitest'
import { arbitrum, mainnet, monadTestnet } from '../networks/evm.js'
import { solana } from '../networks/solana.js'
import { isSwapNetwork } from './isSwapNetwork.js'

test('default', () => {
  expect([mainnet, arbitrum, monadTestnet, solana].map((n) => isSwapNetwork(n))).toEqual([
    true,
    true,
    false,
    false,
  ])
  expect(isSwapNetwork({ caipNetworkId: 'eip155:1313161554' })).toBe(true)
  expect(isSwapNetwork({ caipNetworkId: 'eip155:11' })).toBe(false)
})

test('parameters: swapNetworks replaces the list', () => {
  const local = ['eip155:31337', monadTestnet.caipNetworkId]
  expect([mainnet, monadTestnet].map((n) => isSwapNetwork(n, local))).toEqual([false, true])
  expect(isSwapNetwork({ caipNetworkId: 'eip155:31337' }, local)).toBe(true)
  expect(isSwapNetwork(mainnet, [])).toBe(false)
})
