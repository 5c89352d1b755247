import { expect, test } from 'vitest'
import type { Network } from '../types/network.js'
import { isChainNamespace } from '../utils/parseCaipAddress.js'
import { parseCaipNetworkId } from '../utils/parseCaipNetworkId.js'
import { bitcoin, bitcoinTestnet } from './bitcoin.js'

const networks: readonly Network[] = [bitcoin, bitcoinTestnet]

test('default', () => {
  expect(networks.map((n) => [n.name, n.caipNetworkId, n.testnet ?? false])).toMatchInlineSnapshot(`
    [
      [
        "Bitcoin",
        "bip122:000000000019d6689c085ae165831e93",
        false,
      ],
      [
        "Bitcoin Testnet",
        "bip122:000000000933ea01ad0ee984209779ba",
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
  for (const network of networks) expect(String(network.id)).toMatch(/^[0-9a-f]{32}$/)
})

test('behavior: each network has its own logo mark, named after its export', async () => {
  const { NETWORK_LOGO_IDS } = await import('./logos/networkLogos.js')
  const networks = await import('./bitcoin.js')
  for (const [name, network] of Object.entries(networks)) {
    expect(network.assets?.imageId).toBe(name)
    expect(NETWORK_LOGO_IDS).toContain(name)
  }
})
