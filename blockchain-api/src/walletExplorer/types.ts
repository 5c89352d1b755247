import type { HttpClient } from '../http/createHttpClient.js'

/** What the wallet-explorer functions share within one instance. */
export type WalletExplorerContext = { http: HttpClient }
