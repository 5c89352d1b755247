import type { ChainNamespace } from './caip.js'

export type ConnectorType =
  | 'INJECTED'
  | 'WALLET_CONNECT'
  | 'ANNOUNCED'
  | 'AUTH'
  | 'MULTI_CHAIN'
  | 'EXTERNAL'

/** A way to reach a wallet: an injected or announced extension, the pairing client, the embedded frame. */
export type Connector = {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  imageUrl?: string
  imageId?: string
  explorerId?: string
  /** EIP-6963 reverse-DNS id or Wallet Standard name, used to match explorer wallets */
  rdns?: string
  /** true when the wallet is installed in this browser */
  installed?: boolean
}
