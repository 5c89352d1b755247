import type {
  Account,
  AccountType,
  ConnectedWalletInfo,
  SocialProvider,
  TokenBalance,
} from '../types/account.js'
import type { CaipAddress, ChainNamespace } from '../types/caip.js'
import type { ConnectionStatus } from './createConnectionState.js'

/** The user of an embedded wallet. */
export type EmbeddedWalletUser = Readonly<{
  email?: string
  address: string
  chainId: string | number
  accounts?: readonly Readonly<{ address: string; type: 'eoa' | 'smartAccount' }>[]
  userName?: string
  preferredAccountType?: AccountType
  smartAccountDeployed?: boolean
}>

/** What the kit stores of one namespace's account. */
export type StoredAccountState = Readonly<{
  caipAddress?: CaipAddress
  address?: string
  /** the native balance, formatted in full precision */
  balance?: string
  balanceSymbol?: string
  profileName?: string
  profileImage?: string
  user?: EmbeddedWalletUser
  tokenBalance: readonly TokenBalance[]
  smartAccountDeployed: boolean
  allAccounts: readonly Account[]
  /** display labels by address */
  addressLabels: Readonly<Record<string, string>>
  connectedWalletInfo?: ConnectedWalletInfo
  preferredAccountTypes: Readonly<Partial<Record<ChainNamespace, AccountType>>>
  socialProvider?: SocialProvider
  farcasterUrl?: string
}>

/** One namespace's account state: the stored fields and the status. */
export type AccountState = StoredAccountState & Readonly<{ status: ConnectionStatus }>

/** A namespace's account before any connection. */
export function createAccountState(
  preferredAccountTypes: StoredAccountState['preferredAccountTypes'],
): StoredAccountState {
  return {
    tokenBalance: [],
    smartAccountDeployed: false,
    allAccounts: [],
    addressLabels: {},
    preferredAccountTypes,
  }
}
