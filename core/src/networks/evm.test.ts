import { expect, test } from 'vitest'
import type { Network } from '../types/network.js'
import { isChainNamespace } from '../utils/parseCaipAddress.js'
import { parseCaipNetworkId } from '../utils/parseCaipNetworkId.js'
import * as catalogue from './evm.js'
import { arbitrum, mainnet, monadTestnet } from './evm.js'
import { NETWORK_LOGO_IDS } from './logos/networkLogos.js'

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

const all: readonly Network[] = Object.values(catalogue)

test('behavior: the catalogue holds 30 or more mainnets, every swap network and the main testnets', () => {
  const ids = all.map((n) => n.id)
  expect(all.filter((n) => !n.testnet).length).toBeGreaterThanOrEqual(30)
  // SPEC section 9, the swap networks
  for (const id of [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554])
    expect(ids).toContain(id)
  // Sepolia, Base, Arbitrum and OP Sepolia, Polygon Amoy
  for (const id of [11155111, 84532, 421614, 11155420, 80002])
    expect(all.find((n) => n.id === id)?.testnet).toBe(true)
})

test('behavior: every catalogue network is a well-formed eip155 network with a logo mark', () => {
  for (const network of all) {
    expect(network.chainNamespace).toBe('eip155')
    expect(network.caipNetworkId).toBe(`eip155:${network.id}`)
    expect(Number.isSafeInteger(network.id) && Number(network.id) > 0).toBe(true)
    for (const url of network.rpcUrls.default.http) expect(new URL(url).protocol).toBe('https:')
    expect(new URL(network.blockExplorers?.default.url ?? '').protocol).toBe('https:')
    expect(network.nativeCurrency.decimals).toBe(18)
    expect(NETWORK_LOGO_IDS).toContain(network.assets?.imageId)
  }
  expect(new Set(all.map((n) => n.id)).size).toBe(all.length)
  expect(new Set(all.map((n) => n.assets?.imageId)).size).toBe(all.length)
  // each export is named after its mark, so a logo never belongs to another network
  for (const [name, network] of Object.entries(catalogue))
    expect(network.assets?.imageId).toBe(name)
})
