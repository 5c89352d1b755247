import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  hexToBigInt,
  hexToNumber,
  http,
  isAddressEqual,
  type PublicClient,
  type Transport,
} from 'viem'
import type { ApprovalRequest } from '../createApprovalScreen.js'
import { FrameRequestError, UNAUTHORIZED } from '../FrameRequestError.js'
import type { FrameText } from '../i18n/createFrameText.js'
import type { UserKeys } from '../keys.js'
import type { RequestNetwork } from '../messages.js'
import type { TransactionParams } from './evmSchemas.js'
import { type NativeCurrency, nativeCurrencyOf } from './nativeCurrency.js'
import type { PreparedTransaction, TransactionWish } from './prepareEvmTransaction.js'

export type SentCalls = { chainId: number; hashes: readonly `0x${string}`[] }

export type EvmRequestContext = {
  keys: UserKeys
  chain: { id: number; rpcUrl: string; currency?: NativeCurrency | undefined }
  approve(request: ApprovalRequest): Promise<void>
  signal: AbortSignal
  /** wallet_sendCalls batches this frame sent, by id, for wallet_getCallsStatus */
  calls: Map<string, SentCalls>
  /** the checked origin of the page asking (sign-in messages must name it) */
  hostOrigin: string
  /** the app's name for the chain and its coin's price, as the host sent them */
  network?: RequestNetwork | undefined
  /** the screen's words and number formats, in the host's locale */
  text: FrameText
}

/** a signature goes nowhere on its own: the screen says so where a transaction shows its fee */
export const noFee = (text: FrameText): [string, string] => [
  text.t('row.networkFee'),
  text.t('row.noFee'),
]

/** the chain's coin, priced when the host passed a price */
export function currencyOf({ chain, network, text }: EvmRequestContext): NativeCurrency {
  const currency = nativeCurrencyOf(chain.id, chain.currency, text)
  return network?.price ? { ...currency, price: network.price } : currency
}

export function checkAccount(keys: UserKeys, address: string | undefined) {
  if (address && !isAddressEqual(address as `0x${string}`, keys.evm.address))
    throw new FrameRequestError(`${address} is not this wallet's account`, UNAUTHORIZED)
}

export const big = (hex: string | undefined) => (hex ? hexToBigInt(hex as Hex) : undefined)

/** what the site asked to send, its fee fields kept only as wishes */
export function wishOf(tx: TransactionParams): TransactionWish {
  return {
    to: tx.to as Address | null | undefined,
    data: (tx.data ?? tx.input) as Hex | undefined,
    value: big(tx.value),
    gas: big(tx.gas),
    nonce: tx.nonce ? hexToNumber(tx.nonce as Hex) : undefined,
    maxFeePerGas: big(tx.maxFeePerGas) ?? big(tx.gasPrice),
    maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas),
  }
}

export function clientsOf(context: EvmRequestContext) {
  const { chain, keys } = context
  const viemChain = defineChain({
    id: chain.id,
    name: `Chain ${chain.id}`,
    nativeCurrency: { name: 'native', ...nativeCurrencyOf(chain.id, chain.currency, context.text) },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
  const transport = http(chain.rpcUrl)
  return {
    public: createPublicClient({ chain: viemChain, transport }) as PublicClient<Transport, Chain>,
    wallet: createWalletClient({ account: keys.evm, chain: viemChain, transport }),
  }
}

/** signs and sends exactly what was shown: every field filled, nothing left for viem to pick */
export function send(wallet: ReturnType<typeof clientsOf>['wallet'], tx: PreparedTransaction) {
  return wallet.sendTransaction({
    to: tx.to,
    data: tx.data,
    value: tx.value,
    gas: tx.gas,
    nonce: tx.nonce,
    ...tx.fees,
  } as Parameters<typeof wallet.sendTransaction>[0])
}
