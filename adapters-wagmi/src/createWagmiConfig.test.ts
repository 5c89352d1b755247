import { ChainNotSupportedError } from '@walletport/core'
import { expect, test } from 'vitest'
import { localNetwork } from '../../adapters-evm/src/test/createTestBed.js'
import { createWagmiConfig } from './createWagmiConfig.js'

const a = localNetwork({ chainId: 31337, rpcUrl: 'http://127.0.0.1:1/', name: 'Local A' })
const b = localNetwork({ chainId: 31338, rpcUrl: 'http://127.0.0.1:2/', name: 'Local B' })

test('default: the kit networks as wagmi chains, Multicall3 at its usual address', () => {
  const config = createWagmiConfig({ networks: [a, b] })
  expect(config.chains.map((c) => [c.id, c.name, c.rpcUrls.default.http[0]])).toEqual([
    [31337, 'Local A', 'http://127.0.0.1:1/'],
    [31338, 'Local B', 'http://127.0.0.1:2/'],
  ])
  expect(config.chains[0]?.contracts?.multicall3?.address).toBe(
    '0xcA11bde05977b3631167028862bE2a173976CA11',
  )
})

test('parameters: contracts: a chain without Multicall3 reads deployless', () => {
  const config = createWagmiConfig({ networks: [a, b], contracts: { 31338: { multicall3: null } } })
  expect(config.chains[0]?.contracts?.multicall3).toBeDefined()
  expect(config.chains[1]?.contracts?.multicall3).toBeUndefined()
})

test('behavior: no eip155 network is a typed error', () => {
  expect(() => createWagmiConfig({ networks: [] })).toThrow(ChainNotSupportedError)
})
