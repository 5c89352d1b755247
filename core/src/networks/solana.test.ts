import { expect, test } from 'vitest'
import type { Network } from '../types/network.js'
import { isChainNamespace } from '../utils/parseCaipAddress.js'
import { parseCaipNetworkId } from '../utils/parseCaipNetworkId.js'
import { solana, solanaDevnet, solanaTestnet } from './solana.js'

const networks: readonly Network[] = [solana, solanaDevnet, solanaTestnet]

test('default', () => {
  expect(networks.map((n) => [n.name, n.caipNetworkId, n.testnet ?? false])).toMatchInlineSnapshot(`
    [
      [
        "Solana",
        "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
        false,
      ],
      [
        "Solana Devnet",
        "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1",
        true,
      ],
      [
        "Solana Testnet",
        "solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z",
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

test('behavior: references are 32 characters of the genesis hash', () => {
  for (const network of networks) expect(String(network.id)).toHaveLength(32)
})

test('behavior: each network has its own logo mark, named after its export', async () => {
  const { NETWORK_LOGO_IDS } = await import('./logos/networkLogos.js')
  const networks = await import('./solana.js')
  for (const [name, network] of Object.entries(networks)) {
    expect(network.assets?.imageId).toBe(name)
    expect(NETWORK_LOGO_IDS).toContain(name)
  }
})
