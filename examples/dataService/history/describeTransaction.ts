import {
  type Address,
  decodeEventLog,
  formatUnits,
  getAddress,
  isAddressEqual,
  parseAbi,
  toEventSelector,
  zeroAddress,
} from 'viem'
import { NATIVE_TOKEN_ADDRESS } from '../../contracts/demoContracts.js'
import type { DataServiceContext, ServedChain } from '../context.js'
import { iconUrl, nftImageUrl } from '../iconUrl.js'
import { readNftName } from '../readNftName.js'
import type { IndexedTransaction } from './createHistoryIndex.js'

export type TransferRecord = {
  fungible_info: { name: string; symbol: string; icon: { url: string } } | null
  nft_info: {
    name: string
    content: { preview: { url: string } }
    flags: { is_spam: boolean }
  } | null
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  value: number | null
  price: number | null
}

/** A history entry, in the shape of blockchain-api's TransactionSchema. */
export type TransactionRecord = {
  id: string
  metadata: {
    operationType: string
    hash: string
    minedAt: string
    sentFrom: string
    sentTo: string
    status: 'confirmed' | 'failed'
    nonce: number
    chain: string
  }
  transfers: TransferRecord[]
}

const TRANSFER = toEventSelector('Transfer(address,address,uint256)')
const swapEvent = parseAbi([
  'event Swap(address indexed sender, address indexed tokenIn, address indexed tokenOut, uint256 amountIn, uint256 amountOut, address to)',
])
const SWAP = toEventSelector(swapEvent[0])
const APPROVE_SELECTOR = '0x095ea7b3'

const topicAddress = (topic: string | undefined): Address => `0x${(topic ?? '').slice(26)}`

function directionOf(account: Address, from: Address, to: Address) {
  const out = isAddressEqual(from, account)
  const into = isAddressEqual(to, account)
  return out && into ? 'self' : out ? 'out' : into ? 'in' : undefined
}

/**
 * Docs: /examples/dataService. What a transaction meant to `account`, or undefined when it
 * did not concern it: ether sent or received (the transaction's value, and ether paid out
 * by the swap contract), ERC-20 and ERC-721 transfers from its logs. Transfers of the spam
 * collection are flagged `is_spam`.
 */
export async function describeTransaction(
  ctx: DataServiceContext,
  chain: ServedChain,
  account: Address,
  tx: IndexedTransaction,
): Promise<TransactionRecord | undefined> {
  const transfers: TransferRecord[] = []
  const mints: boolean[] = []
  const native = (direction: TransferRecord['direction'], amount: bigint) => {
    const numeric = formatUnits(amount, 18)
    const price = ctx.prices.ETH ?? null
    transfers.push({
      fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: iconUrl(ctx.baseUrl, 'ETH') } },
      nft_info: null,
      direction,
      quantity: { numeric },
      value: price === null ? null : Number(numeric) * price,
      price,
    })
    mints.push(false)
  }

  if (tx.status === 'success' && tx.value > 0n && tx.to) {
    const direction = directionOf(account, tx.from, tx.to)
    if (direction) native(direction, tx.value)
  }
  for (const log of tx.logs) {
    const [topic0, topic1, topic2, topic3] = log.topics
    if (topic0 === TRANSFER && log.topics.length >= 3) {
      const from = topicAddress(topic1)
      const direction = directionOf(account, from, topicAddress(topic2))
      if (!direction) continue
      const token = await chain.tokens.read(log.address)
      if (token?.kind === 'erc20' && log.topics.length === 3) {
        const numeric = formatUnits(BigInt(log.data), token.decimals)
        const price = ctx.prices[token.symbol] ?? null
        transfers.push({
          fungible_info: {
            name: token.name,
            symbol: token.symbol,
            icon: { url: iconUrl(ctx.baseUrl, token.symbol) },
          },
          nft_info: null,
          direction,
          quantity: { numeric },
          value: price === null ? null : Number(numeric) * price,
          price,
        })
      } else if (token?.kind === 'erc721' && topic3 !== undefined) {
        // the same name and image as the demo's NFT list gives it
        const name = await readNftName(chain, token, BigInt(topic3))
        transfers.push({
          fungible_info: null,
          nft_info: {
            name,
            content: { preview: { url: nftImageUrl(ctx.baseUrl, name) } },
            flags: { is_spam: isAddressEqual(log.address, ctx.contracts.spam) },
          },
          direction,
          quantity: { numeric: '1' },
          value: null,
          price: null,
        })
      } else continue
      mints.push(isAddressEqual(from, zeroAddress))
    } else if (topic0 === SWAP && isAddressEqual(log.address, ctx.contracts.swap)) {
      // ether the swap contract pays out moves in an internal call, which leaves no log
      const { args } = decodeEventLog({
        abi: swapEvent,
        data: log.data,
        topics: [SWAP, ...log.topics.slice(1)],
      })
      if (isAddressEqual(args.tokenOut, NATIVE_TOKEN_ADDRESS) && isAddressEqual(args.to, account))
        native('in', args.amountOut)
    }
  }

  const sent = isAddressEqual(tx.from, account)
  if (!sent && transfers.length === 0) return undefined
  return {
    id: tx.hash,
    metadata: {
      operationType: operationOf(tx, transfers, mints),
      hash: tx.hash,
      minedAt: new Date(Number(tx.timestamp) * 1000).toISOString(),
      sentFrom: getAddress(tx.from),
      sentTo: getAddress(tx.to ?? tx.contractAddress ?? zeroAddress),
      status: tx.status === 'success' ? 'confirmed' : 'failed',
      nonce: tx.nonce,
      chain: chain.caipNetworkId,
    },
    transfers,
  }
}

function operationOf(
  tx: IndexedTransaction,
  transfers: readonly TransferRecord[],
  mints: readonly boolean[],
): string {
  if (tx.to === null) return 'deploy'
  const directions = new Set(transfers.map((transfer) => transfer.direction))
  if (directions.has('in') && directions.has('out')) return 'trade'
  if (directions.has('out')) return 'send'
  if (directions.has('in')) return mints.every(Boolean) ? 'mint' : 'receive'
  if (directions.has('self')) return 'send'
  if (tx.input.startsWith(APPROVE_SELECTOR)) return 'approve'
  return 'execute'
}
