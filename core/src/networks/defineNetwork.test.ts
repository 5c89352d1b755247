import { expect, expectTypeOf, test } from 'vitest'
import { defineNetwork } from './defineNetwork.js'

test('default', () => {
  const anvil = {
    id: 31337,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    chainNamespace: 'eip155',
    caipNetworkId: 'eip155:31337',
  } as const
  expect(defineNetwork(anvil)).toBe(anvil)
})

test('behavior: keeps the literal types of its argument', () => {
  const network = defineNetwork({
    id: 31337,
    name: 'Anvil',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    chainNamespace: 'eip155',
    caipNetworkId: 'eip155:31337',
  })
  expectTypeOf(network.id).toEqualTypeOf<31337>()
  expectTypeOf(network.caipNetworkId).toEqualTypeOf<'eip155:31337'>()
})
