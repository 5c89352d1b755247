/** Read methods that pass straight through to the frame. */
export const SAFE_RPC_METHODS: readonly string[] = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'eth_getUserOperationReceipt',
  'eth_getUserOperationByHash',
  'eth_estimateUserOperationGas',
  'eth_supportedEntryPoints',
  'net_version',
  'web3_clientVersion',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  'wallet_getPermissions',
]

/** Methods that sign or send: each needs the user's approval in the modal. */
export const UNSAFE_RPC_METHODS: readonly string[] = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
  // the frame's own screens for the visitor's keys: export, encrypted backup, restore; each
  // answers no secret, only that it was done (examples/embedded-frame/README.md)
  'walletport_exportKeys',
  'walletport_backupKeys',
  'walletport_restoreKeys',
]

export type RpcClass = 'safe' | 'unsafe' | 'notAllowed'

/** How the host treats a method: anything in neither list is not allowed. */
export function getRpcClass(method: string): RpcClass {
  if (SAFE_RPC_METHODS.includes(method)) return 'safe'
  if (UNSAFE_RPC_METHODS.includes(method)) return 'unsafe'
  return 'notAllowed'
}
