import { defineNetwork } from './defineNetwork.js'

// the EVM catalogue: one export per network, so a page bundles only those it names. Chain ids,
// currencies, public RPC URLs and explorers follow viem's chain definitions; `assets.imageId`
// names a mark in ./logos/networkLogos.ts, loaded only with loadNetworkLogo (never up front).
// Each call is marked pure: bundlers then drop every network a page does not import

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const
const sepoliaEther = { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 } as const

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
