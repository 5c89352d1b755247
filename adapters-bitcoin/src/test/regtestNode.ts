import type { Address, Chain, Coin, Mempool, TX } from 'bcoin'

export type RegtestCoin = {
  txid: string
  vout: number
  /** satoshis */
  value: bigint
  coinbase: boolean
  /** absent while in the mempool */
  block?: { height: number; hash: string; time: number }
}

export type RegtestTransaction = {
  hex: string
  block?: { height: number; hash: string; time: number }
}

/** The node refused a transaction: bcoin's reject code and reason. */
export class RegtestRejection extends Error {
  override name = 'RegtestRejection'
  readonly code: string
  readonly reason: string
  constructor({ code, reason }: { code: string; reason: string }) {
    super(`${code}: ${reason}`)
    this.code = code
    this.reason = reason
  }
}

const MAX_ESTIMATE_TARGET = 15

// bcoin 1.x keeps hashes in internal byte order: a txid is the same bytes reversed
const reverseHex = (hex: string) => Buffer.from(hex, 'hex').reverse().toString('hex')

const isVerifyError = (error: unknown): error is { code: string; reason: string } =>
  error instanceof Error &&
  (error as { type?: unknown }).type === 'VerifyError' &&
  typeof (error as { code?: unknown }).code === 'string' &&
  typeof (error as { reason?: unknown }).reason === 'string'

/**
 * A bcoin 1.0.2 regtest full node in this process: chain and mempool in memory (transaction
 * and address indexes on), a miner, and bcoin's fee estimator. Validation is bcoin's own:
 * scripts, signatures, coinbase maturity, double spends. Segwit is enforced from the block
 * after height 432 (BIP-9 over 144-block windows); taproot does not exist in bcoin 1.x.
 */
export async function startRegtestNode({
  minRelay,
}: {
  /** the mempool's relay floor in sat per 1000 vbytes; bcoin's default is 1000 */
  minRelay?: number
} = {}) {
  // bcrypto and mrmr are installed without their native builds: their JavaScript backends
  // are selected by this variable, read when their modules first load, so before the import
  process.env.NODE_BACKEND = 'js'
  const { default: bcoin } = await import('bcoin')
  const network = bcoin.Network.get('regtest')
  const chain: Chain = new bcoin.Chain({
    network,
    memory: true,
    indexTX: true,
    indexAddress: true,
  })
  const fees = new bcoin.Fees()
  fees.init()
  const mempool: Mempool = new bcoin.Mempool({
    network,
    chain,
    fees,
    memory: true,
    indexAddress: true,
    // bcoin 1.x refuses transactions that signal replace-by-fee unless told; the adapter signals it
    replaceByFee: true,
    ...(minRelay === undefined ? {} : { minRelay }),
  })
  const miner = new bcoin.Miner({ network, chain, mempool })
  await chain.open()
  await mempool.open()
  await miner.open()

  const addressOf = (script: Uint8Array): Address => {
    const address = bcoin.Address.fromScript(bcoin.Script.fromRaw(Buffer.from(script)))
    if (!address) throw new Error('not a standard output script')
    return address
  }

  const blockAt = async (height: number) => {
    const entry = await chain.getEntryByHeight(height)
    if (!entry) throw new Error(`no block at height ${height}`)
    return { height, hash: reverseHex(entry.hash), time: entry.time }
  }

  const toCoin = async (coin: Coin): Promise<RegtestCoin> => ({
    txid: reverseHex(coin.hash),
    vout: coin.index,
    value: BigInt(coin.value),
    coinbase: coin.coinbase,
    ...(coin.height < 0 ? {} : { block: await blockAt(coin.height) }),
  })

  return {
    get height() {
      return chain.height
    },
    /** whether the next block enforces segwit */
    async segwitActive() {
      return (await chain.getDeploymentState()).hasWitness()
    },
    /** mines `blocks` blocks paying their coinbase to `script`, with the mempool's transactions */
    async mine(blocks: number, script: Uint8Array) {
      const address = addressOf(script)
      for (let i = 0; i < blocks; i++) {
        const block = await miner.mineBlock(chain.tip, address)
        const entry = await chain.add(block)
        if (!entry) throw new Error('the mined block was not connected')
        // the full node wires this through chain events; here there is only the chain
        await mempool.addBlock(entry, block.txs)
      }
      return chain.height
    },
    /** outputs paying `script`: confirmed ones and the mempool's, less those the mempool spends */
    async unspent(script: Uint8Array): Promise<RegtestCoin[]> {
      const address = addressOf(script)
      const coins = [
        ...(await chain.getCoinsByAddress([address])),
        ...mempool.getCoinsByAddress([address]),
      ].filter((coin) => !mempool.isSpent(coin.hash, coin.index))
      return Promise.all(coins.map(toCoin))
    },
    async transaction(txid: string): Promise<RegtestTransaction | undefined> {
      const hash = reverseHex(txid)
      const pending = mempool.getTX(hash)
      if (pending) return { hex: pending.toRaw().toString('hex') }
      const meta = await chain.getMeta(hash)
      if (!meta || meta.block === null) return undefined
      return {
        hex: meta.tx.toRaw().toString('hex'),
        block: { height: meta.height, hash: reverseHex(meta.block), time: meta.time },
      }
    },
    /** adds a raw transaction to the mempool; throws RegtestRejection with bcoin's reason */
    async broadcast(hex: string): Promise<string> {
      let tx: TX
      try {
        tx = bcoin.TX.fromRaw(Buffer.from(hex, 'hex'))
      } catch {
        throw new RegtestRejection({ code: 'invalid', reason: 'TX decode failed' })
      }
      let missing: string[] | null
      try {
        missing = await mempool.addTX(tx)
      } catch (error) {
        if (isVerifyError(error))
          throw new RegtestRejection({ code: error.code, reason: error.reason })
        throw error
      }
      // bcoin keeps an orphan aside and answers with its missing parents; a node refuses it
      if (missing) throw new RegtestRejection({ code: 'invalid', reason: 'missing-inputs' })
      return tx.txid()
    },
    /** sat/vB for a confirmation target: bcoin's estimate, never below the relay floor */
    feeRate(target: number) {
      // bcoin's estimator tracks targets up to 15 blocks; a longer one gets the 15-block rate
      const estimate = fees.estimateFee(Math.min(target, MAX_ESTIMATE_TARGET), true)
      return Math.max(estimate, mempool.options.minRelay) / 1000
    },
    async close() {
      await miner.close()
      await mempool.close()
      await chain.close()
    },
  }
}

export type RegtestNode = Awaited<ReturnType<typeof startRegtestNode>>
