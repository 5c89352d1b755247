import { expect, test } from 'vitest'
import type { Network } from '../types/network.js'
import { isChainNamespace } from '../utils/parseCaipAddress.js'
import { parseCaipNetworkId } from '../utils/parseCaipNetworkId.js'
import { arbitrum, mainnet, monadTestnet } from './evm.js'

const networks: readonly Network[] = [mainnet, arbitrum, monadTestnet]

test('default', () => {
  expect(networks.map((n) => [n.name, n.caipNetworkId, n.testnet ?? false])).toMatchInlineSnapshot(`
    [
      [
        "Ethereum",
        "eip155:1",
        false,
      ],
      [
        "Arbitrum One",
        "eip155:42161",
        false,
      ],
      [
        "Monad Testnet",
        "eip155:10143",
        true,
      ],
    ]
  `)
})

test('behavior: each CAIP-2 id is namespace:id, parses, and is unique', () => {
  for (const network of networks) {
    expect(isChainNamespace(network.chainNamespace)).toBe(true)
    expect(parseCaipNetworkId(network.caipNetworkId)).toBe(
      `${network.chainNamespace}:${network.id}`,
    )
    if (network.deprecatedCaipNetworkId) parseCaipNetworkId(network.deprecatedCaipNetworkId)
  }
  expect(new Set(networks.map((n) => n.caipNetworkId)).size).toBe(networks.length)
})

test('behavior: an https RPC url and a native currency with whole decimals', () => {
  for (const network of networks) {
    expect(network.rpcUrls.default.http.length).toBeGreaterThan(0)
    for (const url of network.rpcUrls.default.http) expect(new URL(url).protocol).toBe('https:')
    expect(Number.isInteger(network.nativeCurrency.decimals)).toBe(true)
    expect(network.nativeCurrency.symbol).not.toBe('')
  }
})

test('behavior: the chain ids of the spec', () => {
  expect(networks.map((n) => n.id)).toEqual([1, 42161, 10143])
})
