import { defineNetwork } from '../defineNetwork.js'
import { ether, sepoliaEther } from './currencies.js'

// the EVM test networks (each marked pure: see ../evm.ts)

export const sepolia = /* @__PURE__ */ defineNetwork({
  id: 11155111,
  name: 'Sepolia',
  nativeCurrency: sepoliaEther,
  rpcUrls: { default: { http: ['https://ethereum-sepolia-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' } },
  testnet: true,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:11155111',
  assets: { imageId: 'sepolia' },
})

export const holesky = /* @__PURE__ */ defineNetwork({
  id: 17000,
  name: 'Holesky',
  nativeCurrency: { name: 'Holesky Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://ethereum-holesky-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://holesky.etherscan.io' } },
  testnet: true,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:17000',
  assets: { imageId: 'holesky' },
})

export const hoodi = /* @__PURE__ */ defineNetwork({
  id: 560048,
  name: 'Hoodi',
  nativeCurrency: { name: 'Hoodi Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.hoodi.ethpandaops.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://hoodi.etherscan.io' } },
  testnet: true,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:560048',
  assets: { imageId: 'hoodi' },
})

export const baseSepolia = /* @__PURE__ */ defineNetwork({
  id: 84532,
  name: 'Base Sepolia',
  nativeCurrency: sepoliaEther,
  rpcUrls: { default: { http: ['https://sepolia.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://sepolia.basescan.org' } },
  testnet: true,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:84532',
  assets: { imageId: 'baseSepolia' },
})

export const arbitrumSepolia = /* @__PURE__ */ defineNetwork({
  id: 421614,
  name: 'Arbitrum Sepolia',
  nativeCurrency: { name: 'Arbitrum Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://sepolia-rollup.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://sepolia.arbiscan.io' } },
  testnet: true,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:421614',
  assets: { imageId: 'arbitrumSepolia' },
})

export const optimismSepolia = /* @__PURE__ */ defineNetwork({
  id: 11155420,
  name: 'OP Sepolia',
  nativeCurrency: sepoliaEther,
  rpcUrls: { default: { http: ['https://sepolia.optimism.io'] } },
  blockExplorers: {
    default: { name: 'Blockscout', url: 'https://optimism-sepolia.blockscout.com' },
  },
  testnet: true,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:11155420',
  assets: { imageId: 'optimismSepolia' },
})

export const polygonAmoy = /* @__PURE__ */ defineNetwork({
  id: 80002,
  name: 'Polygon Amoy',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon-amoy.drpc.org'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://amoy.polygonscan.com' } },
  testnet: true,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:80002',
  assets: { imageId: 'polygonAmoy' },
})

export const zksyncSepolia = /* @__PURE__ */ defineNetwork({
  id: 300,
  name: 'ZKsync Sepolia',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://sepolia.era.zksync.dev'] } },
  blockExplorers: {
    default: { name: 'ZKsync Explorer', url: 'https://sepolia.explorer.zksync.io' },
  },
  testnet: true,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:300',
  assets: { imageId: 'zksyncSepolia' },
})

export const lineaSepolia = /* @__PURE__ */ defineNetwork({
  id: 59141,
  name: 'Linea Sepolia',
  nativeCurrency: { name: 'Linea Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.sepolia.linea.build'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://sepolia.lineascan.build' } },
  testnet: true,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:59141',
  assets: { imageId: 'lineaSepolia' },
})

export const scrollSepolia = /* @__PURE__ */ defineNetwork({
  id: 534351,
  name: 'Scroll Sepolia',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://sepolia-rpc.scroll.io'] } },
  blockExplorers: { default: { name: 'Scrollscan', url: 'https://sepolia.scrollscan.com' } },
  testnet: true,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:534351',
  assets: { imageId: 'scrollSepolia' },
})

export const avalancheFuji = /* @__PURE__ */ defineNetwork({
  id: 43113,
  name: 'Avalanche Fuji',
  nativeCurrency: { name: 'Avalanche Fuji', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.avax-test.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://testnet.snowtrace.io' } },
  testnet: true,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:43113',
  assets: { imageId: 'avalancheFuji' },
})

export const bscTestnet = /* @__PURE__ */ defineNetwork({
  id: 97,
  name: 'BNB Smart Chain Testnet',
  nativeCurrency: { name: 'BNB', symbol: 'tBNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://data-seed-prebsc-1-s1.bnbchain.org:8545'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://testnet.bscscan.com' } },
  testnet: true,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:97',
  assets: { imageId: 'bscTestnet' },
})

export const monadTestnet = /* @__PURE__ */ defineNetwork({
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
  assets: { imageId: 'monadTestnet' },
})
