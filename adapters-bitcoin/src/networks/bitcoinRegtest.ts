import { defineNetwork } from '@walletport/core'

/**
 * A local regtest chain, for development and tests. Its rpcUrls default to a local
 * Esplora HTTP API; pass `esploraUrl` to the adapter when yours listens elsewhere.
 */
export const bitcoinRegtest = defineNetwork({
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  name: 'Bitcoin Regtest',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  rpcUrls: { default: { http: ['http://127.0.0.1:3002'] } },
  testnet: true,
  chainNamespace: 'bip122',
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
})
