import type { ChainNamespace } from '../types/caip.js'

/**
 * The wallet methods a session asks for, per namespace. Reads such as
 * `eth_call` are not listed: they go to the site's RPC, never through the wallet.
 */
export const PAIRING_METHODS = {
  eip155: [
    'personal_sign',
    'eth_sign',
    'eth_signTypedData',
    'eth_signTypedData_v3',
    'eth_signTypedData_v4',
    'eth_signTransaction',
    'eth_sendTransaction',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_watchAsset',
    'wallet_getPermissions',
    'wallet_requestPermissions',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'wallet_getCapabilities',
    'wallet_sendCalls',
    'wallet_getCallsStatus',
    'wallet_showCallsStatus',
    'wallet_getAssets',
  ],
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAndSendTransaction',
    'solana_signAllTransactions',
    'solana_requestAccounts',
    'solana_getAccounts',
  ],
  bip122: ['signMessage', 'sendTransfer', 'signPsbt', 'getAccountAddresses'],
} as const satisfies Record<ChainNamespace, readonly string[]>

/** The session events every namespace subscribes to. */
export const PAIRING_EVENTS = ['accountsChanged', 'chainChanged'] as const
