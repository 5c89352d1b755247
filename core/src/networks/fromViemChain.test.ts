import { base as viemBase, sepolia as viemSepolia, zksync as viemZksync } from 'viem/chains'
import { expect, expectTypeOf, test } from 'vitest'
import { InvalidOptionsError } from '../errors/config.js'
import { createKit } from '../kit/createKit.js'
import { destroyKit } from '../kit/destroyKit.js'
import { base, sepolia } from './evm.js'
import { fromViemChain } from './fromViemChain.js'

test('default', () => {
  const network = fromViemChain(viemBase)
  expect(network).toEqual({
    id: 8453,
    name: 'Base',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
    blockExplorers: {
      default: {
        name: 'Basescan',
        url: 'https://basescan.org',
        apiUrl: 'https://api.basescan.org/api',
      },
    },
    chainNamespace: 'eip155',
    caipNetworkId: 'eip155:8453',
  })
  expectTypeOf(network.caipNetworkId).toEqualTypeOf<'eip155:8453'>()
})

test('behavior: agrees with the catalogue on the facts', () => {
  for (const [viem, ours] of [
    [viemBase, base],
    [viemSepolia, sepolia],
  ] as const) {
    const network = fromViemChain(viem)
    expect([network.id, network.caipNetworkId, network.testnet ?? false]).toEqual([
      ours.id,
      ours.caipNetworkId,
      (ours as { testnet?: boolean }).testnet ?? false,
    ])
  }
})

test('behavior: a copy, so changing the network leaves the viem chain alone', () => {
  const network = fromViemChain(viemZksync)
  ;(network.rpcUrls.default.http as string[]).push('https://example.invalid')
  expect(viemZksync.rpcUrls.default.http).not.toContain('https://example.invalid')
})

test('behavior: a converted chain is accepted by createKit', () => {
  const kit = createKit({ networks: [fromViemChain(viemBase)], logLevel: 'silent' })
  expect(kit.$activeNetwork.get().caipNetworkId).toBe('eip155:8453')
  destroyKit(kit)
})

test('error: a chain id that is not a positive whole number', () => {
  expect(() => fromViemChain({ ...viemBase, id: -1 })).toThrow(InvalidOptionsError)
  expect(() => fromViemChain({ ...viemBase, id: 1.5 })).toThrowErrorMatchingInlineSnapshot(`
    [InvalidOptionsError: Invalid kit options

    chain.id: Expected a positive whole number, received 1.5]
  `)
})
