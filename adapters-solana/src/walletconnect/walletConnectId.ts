/** the id of the solana connector of the kit's WalletConnect session */
export const WALLET_CONNECT_ID = 'walletConnect'
