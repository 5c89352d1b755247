/** the connector of `window.ethereum` when no EIP-6963 announcement covers it */
export const INJECTED_ID = 'injected'
/** the connector of the kit's WalletConnect session, listed when the kit has pairing on */
export const WALLET_CONNECT_ID = 'walletConnect'
