import { defineNetwork } from './defineNetwork.js'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

export const mainnet = defineNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
})

export const arbitrum = defineNetwork({
  id: 42161,
  name: 'Arbitrum One',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:42161',
})

export const monadTestnet = defineNetwork({
  id: 10143,
  name: 'Monad Testnet',
  nativeCurrency: { name: 'Testnet MON Token', symbol: 'MON', decimals: 18 },
  rpcUrls: { default: { http: ['https://testnet-rpc.monad.xyz'] } },
  blockExplorers: {
    default: { name: 'Monad Testnet explorer', url: 'https://testnet.monadexplorer.com' },
  },
  testnet: true,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:10143',
})
