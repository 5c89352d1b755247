import { defineNetwork } from '../defineNetwork.js'
import { ether } from './currencies.js'

// Ethereum and the rollups that settle on it (each marked pure: see ../evm.ts)

export const mainnet = /* @__PURE__ */ defineNetwork({
  id: 1,
  name: 'Ethereum',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  assets: { imageId: 'mainnet' },
})

export const arbitrum = /* @__PURE__ */ defineNetwork({
  id: 42161,
  name: 'Arbitrum One',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://arbiscan.io' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:42161',
  assets: { imageId: 'arbitrum' },
})

export const optimism = /* @__PURE__ */ defineNetwork({
  id: 10,
  name: 'OP Mainnet',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  blockExplorers: {
    default: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' },
  },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:10',
  assets: { imageId: 'optimism' },
})

export const zksync = /* @__PURE__ */ defineNetwork({
  id: 324,
  name: 'ZKsync Era',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://mainnet.era.zksync.io'] } },
  blockExplorers: { default: { name: 'ZKsync Explorer', url: 'https://explorer.zksync.io' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:324',
  assets: { imageId: 'zksync' },
})

export const base = /* @__PURE__ */ defineNetwork({
  id: 8453,
  name: 'Base',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.org' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:8453',
  assets: { imageId: 'base' },
})

export const arbitrumNova = /* @__PURE__ */ defineNetwork({
  id: 42170,
  name: 'Arbitrum Nova',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://nova.arbitrum.io/rpc'] } },
  blockExplorers: { default: { name: 'Arbiscan', url: 'https://nova.arbiscan.io' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:42170',
  assets: { imageId: 'arbitrumNova' },
})

export const polygonZkEvm = /* @__PURE__ */ defineNetwork({
  id: 1101,
  name: 'Polygon zkEVM',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://zkevm-rpc.com'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://zkevm.polygonscan.com' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1101',
  assets: { imageId: 'polygonZkEvm' },
})

export const linea = /* @__PURE__ */ defineNetwork({
  id: 59144,
  name: 'Linea',
  nativeCurrency: { name: 'Linea Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.linea.build'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://lineascan.build' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:59144',
  assets: { imageId: 'linea' },
})

export const scroll = /* @__PURE__ */ defineNetwork({
  id: 534352,
  name: 'Scroll',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://rpc.scroll.io'] } },
  blockExplorers: { default: { name: 'Scrollscan', url: 'https://scrollscan.com' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:534352',
  assets: { imageId: 'scroll' },
})

export const mantle = /* @__PURE__ */ defineNetwork({
  id: 5000,
  name: 'Mantle',
  nativeCurrency: { name: 'MNT', symbol: 'MNT', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.mantle.xyz'] } },
  blockExplorers: { default: { name: 'Mantle Explorer', url: 'https://mantlescan.xyz' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:5000',
  assets: { imageId: 'mantle' },
})

export const blast = /* @__PURE__ */ defineNetwork({
  id: 81457,
  name: 'Blast',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://rpc.blast.io'] } },
  blockExplorers: { default: { name: 'Blastscan', url: 'https://blastscan.io' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:81457',
  assets: { imageId: 'blast' },
})

export const zora = /* @__PURE__ */ defineNetwork({
  id: 7777777,
  name: 'Zora',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://rpc.zora.energy'] } },
  blockExplorers: { default: { name: 'Explorer', url: 'https://explorer.zora.energy' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:7777777',
  assets: { imageId: 'zora' },
})

export const mode = /* @__PURE__ */ defineNetwork({
  id: 34443,
  name: 'Mode',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://mainnet.mode.network'] } },
  blockExplorers: { default: { name: 'Modescan', url: 'https://modescan.io' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:34443',
  assets: { imageId: 'mode' },
})

export const metis = /* @__PURE__ */ defineNetwork({
  id: 1088,
  name: 'Metis',
  nativeCurrency: { name: 'Metis', symbol: 'METIS', decimals: 18 },
  rpcUrls: { default: { http: ['https://andromeda.metis.io/?owner=1088'] } },
  blockExplorers: { default: { name: 'Metis Explorer', url: 'https://explorer.metis.io' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1088',
  assets: { imageId: 'metis' },
})

export const opBNB = /* @__PURE__ */ defineNetwork({
  id: 204,
  name: 'opBNB',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://opbnb-mainnet-rpc.bnbchain.org'] } },
  blockExplorers: { default: { name: 'opBNB (BSCScan)', url: 'https://opbnb.bscscan.com' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:204',
  assets: { imageId: 'opBNB' },
})

export const unichain = /* @__PURE__ */ defineNetwork({
  id: 130,
  name: 'Unichain',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://mainnet.unichain.org'] } },
  blockExplorers: { default: { name: 'Uniscan', url: 'https://uniscan.xyz' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:130',
  assets: { imageId: 'unichain' },
})

export const abstract = /* @__PURE__ */ defineNetwork({
  id: 2741,
  name: 'Abstract',
  nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.mainnet.abs.xyz'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://abscan.org' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:2741',
  assets: { imageId: 'abstract' },
})

export const worldchain = /* @__PURE__ */ defineNetwork({
  id: 480,
  name: 'World Chain',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://worldchain-mainnet.g.alchemy.com/public'] } },
  blockExplorers: { default: { name: 'Worldscan', url: 'https://worldscan.org' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:480',
  assets: { imageId: 'worldchain' },
})

export const ink = /* @__PURE__ */ defineNetwork({
  id: 57073,
  name: 'Ink',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://rpc-gel.inkonchain.com'] } },
  blockExplorers: { default: { name: 'Blockscout', url: 'https://explorer.inkonchain.com' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:57073',
  assets: { imageId: 'ink' },
})
