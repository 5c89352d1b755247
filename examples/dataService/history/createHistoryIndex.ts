import type { Address, Hash, Hex, PublicClient } from 'viem'

/** A mined transaction with what the history needs of its receipt. */
export type IndexedTransaction = {
  hash: Hash
  blockNumber: bigint
  /** its position in the block */
  index: number
  /** the block's time, in seconds */
  timestamp: bigint
  from: Address
  /** null for a deployment */
  to: Address | null
  /** the deployed contract, for a deployment */
  contractAddress: Address | null
  value: bigint
  nonce: number
  input: Hex
  status: 'success' | 'reverted'
  logs: readonly { address: Address; topics: readonly Hex[]; data: Hex }[]
}

export type HistoryIndex = {
  /** every transaction of the chain so far, oldest first, after reading the new blocks */
  sync(): Promise<readonly IndexedTransaction[]>
}

/** blocks read at once while catching up */
const CONCURRENCY = 8

/**
 * Docs: /examples/dataService. Indexes a chain's transactions as the history asks for them:
 * each call reads only the blocks mined since the last one. When the last indexed block is
 * gone (an anvil revert or reset), it starts over. Concurrent calls share one read.
 */
export function createHistoryIndex(client: PublicClient): HistoryIndex {
  let transactions: IndexedTransaction[] = []
  /** the last indexed block and its hash; undefined before the first sync */
  let tip: { number: bigint; hash: Hash } | undefined
  let running: Promise<readonly IndexedTransaction[]> | undefined

  async function readBlock(number: bigint) {
    const block = await client.getBlock({ blockNumber: number, includeTransactions: true })
    const receipts = await Promise.all(
      block.transactions.map((tx) => client.getTransactionReceipt({ hash: tx.hash })),
    )
    const mined = block.transactions.map((tx, index): IndexedTransaction => {
      const receipt = receipts[index]
      if (!receipt) throw new Error(`no receipt for ${tx.hash}`)
      return {
        hash: tx.hash,
        blockNumber: number,
        index: tx.transactionIndex ?? index,
        timestamp: block.timestamp,
        from: tx.from,
        to: tx.to,
        contractAddress: receipt.contractAddress ?? null,
        value: tx.value,
        nonce: tx.nonce,
        input: tx.input,
        status: receipt.status,
        logs: receipt.logs.map(({ address, topics, data }) => ({ address, topics, data })),
      }
    })
    return { hash: block.hash, mined }
  }

  async function catchUp(): Promise<readonly IndexedTransaction[]> {
    if (tip) {
      const still = await client.getBlock({ blockNumber: tip.number }).catch(() => undefined)
      // the chain went back: what was indexed may never have happened
      if (still?.hash !== tip.hash) {
        transactions = []
        tip = undefined
      }
    }
    const latest = await client.getBlockNumber({ cacheTime: 0 })
    let next = tip ? tip.number + 1n : 0n
    while (next <= latest) {
      const numbers: bigint[] = []
      for (let n = next; n <= latest && numbers.length < CONCURRENCY; n++) numbers.push(n)
      const blocks = await Promise.all(numbers.map(readBlock))
      for (const [i, block] of blocks.entries()) {
        transactions.push(...block.mined)
        tip = { number: numbers[i] ?? next, hash: block.hash }
      }
      next += BigInt(numbers.length)
    }
    return transactions
  }

  return {
    sync() {
      running ??= catchUp().finally(() => {
        running = undefined
      })
      return running
    },
  }
}
