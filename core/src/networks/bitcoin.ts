import { defineNetwork } from './defineNetwork.js'

const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const

// bip122 references are the first 32 hex characters of the genesis block hash;
// rpcUrls point at Esplora-compatible HTTP APIs, which the bitcoin adapter reads
export const bitcoin = defineNetwork({
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  nativeCurrency: btc,
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
  chainNamespace: 'bip122',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  assets: { imageId: 'bitcoin' },
})

export const bitcoinTestnet = defineNetwork({
  id: '000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  nativeCurrency: btc,
  rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
  testnet: true,
  chainNamespace: 'bip122',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  assets: { imageId: 'bitcoinTestnet' },
})
