/**
 * The hosted services' documented default origins (blockchain-api/src/schemas/SHAPES.md has
 * the source), used when a project id is set and the endpoint is not: data service, wallet
 * explorer, analytics and the WalletConnect relay. Without a project id none is used.
 */
export const DEFAULT_ENDPOINTS = {
  dataService: 'https://rpc.walletconnect.org',
  explorer: 'https://api.web3modal.org',
  analytics: 'https://pulse.walletconnect.org',
  relay: 'wss://relay.walletconnect.org',
} as const
