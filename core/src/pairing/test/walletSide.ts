import type { IWalletKit, WalletKitTypes } from '@reown/walletkit'
import type { Chain, HDAccount, Transport, WalletClient } from 'viem'
import type { CreateTestWalletParameters, TestWalletBehavior, TestWalletRequest } from './wallet.js'

export type { WalletKitTypes }

/** What the wallet side's answers share: its WalletKit, account, behaviour and options. */
export type WalletSide = {
  kit: IWalletKit
  utils: Pick<
    typeof import('@walletconnect/utils'),
    'buildApprovedNamespaces' | 'buildAuthObject' | 'getSdkError' | 'populateAuthPayload'
  >
  account: HDAccount
  behavior: TestWalletBehavior
  requests: TestWalletRequest[]
  signer: WalletClient<Transport, Chain, HDAccount>
  eip155Chains: readonly string[]
  solanaChains: readonly string[]
  bip122: CreateTestWalletParameters['bip122']
  handlers: NonNullable<CreateTestWalletParameters['handlers']>
}

export const EIP155_METHODS = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
]
export const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction']
export const EVENTS = ['accountsChanged', 'chainChanged']
