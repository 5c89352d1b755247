// the kit's storage keys, before the `walletport:` prefix that KitStorage adds; one constant each
// so that a bundle carries only the keys it uses, and each
// read goes through a schema in the module that owns the key

/** the last wallets connected, newest first, at most RECENT_WALLETS_KEPT */
export const RECENT_WALLETS_KEY = 'recentWallets'
/** the connector id last used, per namespace */
export const CONNECTOR_IDS_KEY = 'connectorIds'
/** 'connected' or 'disconnected': a stored 'connected' starts the kit as connecting */
export const CONNECTION_STATUS_KEY = 'connectionStatus'
/** the namespaces that were connected (the connected-namespace record) */
export const CONNECTED_NAMESPACES_KEY = 'connectedNamespaces'
/** CAIP-2 id of the active network (the last used chain id) */
export const ACTIVE_NETWORK_ID_KEY = 'activeNetworkId'
/** the wallet id of the last pairing (deep link) connection */
export const WALLET_ID_KEY = 'walletId'
export const SOCIAL_PROVIDER_KEY = 'socialProvider'
export const SOCIAL_USERNAME_KEY = 'socialUsername'
export const EMAIL_KEY = 'email'
export const EMAIL_LOGIN_TIME_KEY = 'emailLoginTime'
export const EMAIL_LOGIN_USED_KEY = 'emailLoginUsed'
export const SMART_ACCOUNT_ENABLED_NETWORKS_KEY = 'smartAccountEnabledNetworks'
export const SIWX_SESSIONS_KEY = 'siwxSessions'

/**
 * Every key above, for dropping a prefix's keys at once. A list rather than `import * as`,
 * whose namespace object makes bundlers keep each constant's name in the first chunk (the
 * size budget); keys.test.ts checks that no key is missing.
 */
export const KIT_STORAGE_KEYS: readonly string[] = [
  RECENT_WALLETS_KEY,
  CONNECTOR_IDS_KEY,
  CONNECTION_STATUS_KEY,
  CONNECTED_NAMESPACES_KEY,
  ACTIVE_NETWORK_ID_KEY,
  WALLET_ID_KEY,
  SOCIAL_PROVIDER_KEY,
  SOCIAL_USERNAME_KEY,
  EMAIL_KEY,
  EMAIL_LOGIN_TIME_KEY,
  EMAIL_LOGIN_USED_KEY,
  SMART_ACCOUNT_ENABLED_NETWORKS_KEY,
  SIWX_SESSIONS_KEY,
]
