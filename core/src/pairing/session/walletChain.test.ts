import { expect, test } from 'vitest'
import type { Network } from '../../types/network.js'
import { walletChain } from './walletChain.js'

const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const DEPRECATED = 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ'
const networks: Network[] = [
  {
    id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    name: 'Solana',
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
    chainNamespace: 'solana',
    caipNetworkId: MAINNET,
    deprecatedCaipNetworkId: DEPRECATED,
  },
]
const approving = (...accounts: string[]) => ({ session: { namespaces: { solana: { accounts } } } })

test('default: the id the wallet approved', () => {
  expect(walletChain(approving(`${MAINNET}:Addr`), networks, MAINNET)).toBe(MAINNET)
})

test('behavior: a wallet that approved the deprecated id gets it', () => {
  expect(walletChain(approving(`${DEPRECATED}:Addr`), networks, MAINNET)).toBe(DEPRECATED)
})

test('behavior: with no session, or neither id approved, the id asked for', () => {
  expect(walletChain({}, networks, MAINNET)).toBe(MAINNET)
  expect(walletChain(approving('solana:other:Addr'), networks, MAINNET)).toBe(MAINNET)
})
