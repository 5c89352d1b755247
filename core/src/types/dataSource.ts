import type {
  ApproveTransaction,
  GasPrice,
  NameSuggestion,
  OnrampOptions,
  OnrampQuote,
  SwapQuotes,
  SwapTokens,
  SwapTransaction,
} from '@walletport/blockchain-api'
import type { TokenBalance } from './account.js'
import type { Network } from './network.js'
import type { Nft } from './nft.js'
import type { TransactionRecord } from './transaction.js'

export type Identity = { name: string | null; avatar: string | null }

/** One page of history: the transactions and the cursor of the next page, if any. */
export type TransactionsPage = {
  data: readonly TransactionRecord[]
  next: string | undefined
}

/** A registered name and where it points: `address` is the first of its addresses. */
export type ResolvedName = {
  name: string
  address: string | undefined
  avatar?: string | undefined
}

export type { GasPrice, NameSuggestion, OnrampOptions, OnrampQuote }
/** A token the swap service trades; `address` is CAIP-10. */
export type SwapToken = SwapTokens['tokens'][number]
export type SwapQuote = SwapQuotes['quotes'][number]
/** A transaction the swap service built, to be sent as it is. */
export type SwapTransactionRequest = SwapTransaction['tx']
export type ApproveTransactionRequest = ApproveTransaction['tx']
/** `isFallback` marks the built-in defaults or estimate given when the service failed */
export type OnrampOptionsResult = OnrampOptions & { isFallback: boolean }
export type OnrampQuoteResult = OnrampQuote & { isFallback: boolean }

type WithNetwork = { network: Network; signal?: AbortSignal }

/**
 * Where balances and identities come from: the hosted data service when an endpoint is
 * configured, else the adapters' RPC reads. Account features (history, swap, onramp, names)
 * extend it.
 */
export type DataSource = {
  /** the CAIP-2 ids it swaps on; the default swap networks when absent */
  readonly swapNetworks?: readonly string[]
  getTokenBalances(p: {
    address: string
    network: Network
    forceUpdate?: boolean
    signal?: AbortSignal
  }): Promise<readonly TokenBalance[]>
  getIdentity(p: { address: string; network: Network; signal?: AbortSignal }): Promise<Identity>
  /** the names registered to an address, the primary one first (identity sync's last fallback) */
  getNamesForAddress?(p: {
    address: string
    network: Network
    signal?: AbortSignal
  }): Promise<readonly { name: string }[]>

  // the account features below are optional: an action whose method is missing throws
  // DataSourceMethodMissingError

  /** one page of history on `network`, spam left out */
  getTransactions?(p: WithNetwork & { address: string; cursor?: string }): Promise<TransactionsPage>
  /**
   * the NFTs the account holds on `network`, for a source that lists them; without it the
   * NFTs tab reads them from `getTransactions` (the hosted service has no NFT list)
   */
  getNfts?(p: WithNetwork & { address: string }): Promise<readonly Nft[]>
  /** undefined for a name nobody registered */
  resolveName?(p: WithNetwork & { name: string }): Promise<ResolvedName | undefined>
  getNameSuggestions?(p: WithNetwork & { name: string }): Promise<readonly NameSuggestion[]>
  registerName?(
    p: WithNetwork & { coinType: number; address: string; message: string; signature: string },
  ): Promise<{ success: boolean }>
  getSwapTokens?(p: WithNetwork): Promise<readonly SwapToken[]>
  /** USD prices of CAIP-10 token addresses; what the source does not price is left out */
  getTokenPrices?(
    p: WithNetwork & { addresses: readonly string[] },
  ): Promise<readonly { symbol: string; price: number }[]>
  /** `amount` in the smallest unit of `from`; `from` and `to` are CAIP-10 token addresses */
  getSwapQuotes?(
    p: WithNetwork & {
      amount: string
      userAddress: string
      from: string
      to: string
      gasPrice: string
    },
  ): Promise<readonly SwapQuote[]>
  /** the allowance the swap contract has on `tokenAddress`, in its smallest unit */
  getSwapAllowance?(
    p: WithNetwork & { tokenAddress: string; userAddress: string },
  ): Promise<{ allowance: string }>
  /** in wei, per speed */
  getGasPrice?(p: WithNetwork): Promise<GasPrice>
  buildSwapTransaction?(
    p: WithNetwork & {
      amount: string
      from: string
      to: string
      userAddress: string
      slippage?: number
      /** the service's own gas limit instead of an estimate (an approval not mined yet reverts it) */
      disableEstimate?: boolean
    },
  ): Promise<SwapTransactionRequest>
  buildApproveTransaction?(
    p: WithNetwork & { userAddress: string; from: string; to: string },
  ): Promise<ApproveTransactionRequest>
  getOnrampOptions?(p: { signal?: AbortSignal }): Promise<OnrampOptionsResult>
  /** undefined where the on-ramp is not served */
  getOnrampQuote?(
    p: WithNetwork & {
      purchaseCurrency: string
      paymentCurrency: string
      amount: string
      purchaseNetwork: string
    },
  ): Promise<OnrampQuoteResult | undefined>
  /** the provider page to buy on; undefined where the on-ramp is not served */
  getOnrampUrl?(
    p: WithNetwork & {
      destinationWallets: readonly {
        address: string
        blockchains?: readonly string[]
        assets?: readonly string[]
      }[]
      defaultNetwork?: string
      partnerUserId: string
      presetFiatAmount?: number
      presetCryptoAmount?: number
    },
  ): Promise<{ url: string } | undefined>
}
