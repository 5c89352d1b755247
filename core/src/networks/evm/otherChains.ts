import { defineNetwork } from '../defineNetwork.js'
import { ether } from './currencies.js'

// the other EVM mainnets: chains with their own consensus (each marked pure: see ../evm.ts)

export const bsc = /* @__PURE__ */ defineNetwork({
  id: 56,
  name: 'BNB Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://bsc-dataseed.bnbchain.org'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://bscscan.com' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:56',
  assets: { imageId: 'bsc' },
})

export const polygon = /* @__PURE__ */ defineNetwork({
  id: 137,
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon.drpc.org'] } },
  blockExplorers: { default: { name: 'PolygonScan', url: 'https://polygonscan.com' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:137',
  assets: { imageId: 'polygon' },
})

export const gnosis = /* @__PURE__ */ defineNetwork({
  id: 100,
  name: 'Gnosis',
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.gnosischain.com'] } },
  blockExplorers: { default: { name: 'Gnosisscan', url: 'https://gnosisscan.io' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:100',
  assets: { imageId: 'gnosis' },
})

export const avalanche = /* @__PURE__ */ defineNetwork({
  id: 43114,
  name: 'Avalanche',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.avax.network/ext/bc/C/rpc'] } },
  blockExplorers: { default: { name: 'SnowTrace', url: 'https://snowtrace.io' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:43114',
  assets: { imageId: 'avalanche' },
})

export const fantom = /* @__PURE__ */ defineNetwork({
  id: 250,
  name: 'Fantom',
  nativeCurrency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpcapi.fantom.network'] } },
  blockExplorers: { default: { name: 'FTMScan', url: 'https://ftmscan.com' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:250',
  assets: { imageId: 'fantom' },
})

export const kaia = /* @__PURE__ */ defineNetwork({
  id: 8217,
  name: 'Kaia',
  nativeCurrency: { name: 'Kaia', symbol: 'KAIA', decimals: 18 },
  rpcUrls: { default: { http: ['https://public-en.node.kaia.io'] } },
  blockExplorers: { default: { name: 'KaiaScan', url: 'https://kaiascan.io' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:8217',
  assets: { imageId: 'kaia' },
})

export const aurora = /* @__PURE__ */ defineNetwork({
  id: 1313161554,
  name: 'Aurora',
  nativeCurrency: ether,
  rpcUrls: { default: { http: ['https://mainnet.aurora.dev'] } },
  blockExplorers: { default: { name: 'Aurorascan', url: 'https://aurorascan.dev' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1313161554',
  assets: { imageId: 'aurora' },
})

export const celo = /* @__PURE__ */ defineNetwork({
  id: 42220,
  name: 'Celo',
  nativeCurrency: { name: 'CELO', symbol: 'CELO', decimals: 18 },
  rpcUrls: { default: { http: ['https://forno.celo.org'] } },
  blockExplorers: { default: { name: 'Celo Explorer', url: 'https://celoscan.io' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:42220',
  assets: { imageId: 'celo' },
})

export const moonbeam = /* @__PURE__ */ defineNetwork({
  id: 1284,
  name: 'Moonbeam',
  nativeCurrency: { name: 'Moonbeam', symbol: 'GLMR', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.api.moonbeam.network'] } },
  blockExplorers: { default: { name: 'Moonscan', url: 'https://moonscan.io' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1284',
  assets: { imageId: 'moonbeam' },
})

export const cronos = /* @__PURE__ */ defineNetwork({
  id: 25,
  name: 'Cronos',
  nativeCurrency: { name: 'Cronos', symbol: 'CRO', decimals: 18 },
  rpcUrls: { default: { http: ['https://evm.cronos.org'] } },
  blockExplorers: { default: { name: 'Cronos Explorer', url: 'https://explorer.cronos.org' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:25',
  assets: { imageId: 'cronos' },
})

export const sei = /* @__PURE__ */ defineNetwork({
  id: 1329,
  name: 'Sei',
  nativeCurrency: { name: 'Sei', symbol: 'SEI', decimals: 18 },
  rpcUrls: { default: { http: ['https://evm-rpc.sei-apis.com'] } },
  blockExplorers: { default: { name: 'Seiscan', url: 'https://seiscan.io' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1329',
  assets: { imageId: 'sei' },
})

export const berachain = /* @__PURE__ */ defineNetwork({
  id: 80094,
  name: 'Berachain',
  nativeCurrency: { name: 'BERA Token', symbol: 'BERA', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.berachain.com'] } },
  blockExplorers: { default: { name: 'Berascan', url: 'https://berascan.com' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:80094',
  assets: { imageId: 'berachain' },
})

export const sonic = /* @__PURE__ */ defineNetwork({
  id: 146,
  name: 'Sonic',
  nativeCurrency: { name: 'Sonic', symbol: 'S', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.soniclabs.com'] } },
  blockExplorers: { default: { name: 'Sonic Explorer', url: 'https://sonicscan.org' } },
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:146',
  assets: { imageId: 'sonic' },
})
