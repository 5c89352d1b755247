// bcoin 1.0.2 ships no types: this declares only the part the regtest node uses. Hashes are
// hex strings in internal byte order (a txid reversed), as in bcoin 1.x.
declare module 'bcoin' {
  type Hash = string

  class Network {
    static get(type: 'regtest'): Network
    /** sat per 1000 vbytes */
    minRelay: number
  }

  class Script {
    static fromRaw(data: Buffer): Script
    toRaw(): Buffer
  }

  class Address {
    static fromScript(script: Script): Address | null
    /** the witness version, -1 for base58 types */
    version: number
  }

  class Output {
    value: number
    script: Script
  }

  class Input {
    prevout: { hash: Hash; index: number }
  }

  class TX {
    static fromRaw(data: Buffer): TX
    inputs: Input[]
    outputs: Output[]
    toRaw(): Buffer
    txid(): string
    hash(enc: 'hex'): Hash
  }

  class Block {
    txs: TX[]
  }

  class Coin {
    hash: Hash
    index: number
    /** satoshis */
    value: number
    /** -1 while in the mempool */
    height: number
    coinbase: boolean
  }

  class TXMeta {
    tx: TX
    height: number
    block: Hash | null
    time: number
  }

  class ChainEntry {
    hash: Hash
    height: number
    time: number
  }

  class DeploymentState {
    hasWitness(): boolean
  }

  type ChainOptions = {
    network: Network
    memory: boolean
    indexTX?: boolean
    indexAddress?: boolean
  }

  class Chain {
    constructor(options: ChainOptions)
    readonly height: number
    readonly tip: ChainEntry
    open(): Promise<void>
    close(): Promise<void>
    add(block: Block): Promise<ChainEntry | null>
    getEntryByHeight(height: number): Promise<ChainEntry | null>
    getMeta(hash: Hash): Promise<TXMeta | null>
    getCoinsByAddress(addresses: Address[]): Promise<Coin[]>
    getDeploymentState(): Promise<DeploymentState>
  }

  class Fees {
    init(): void
    /** sat per 1000 vbytes, 0 without enough data */
    estimateFee(target: number, smart?: boolean): number
  }

  type MempoolOptions = {
    network: Network
    chain: Chain
    fees?: Fees
    memory: boolean
    indexAddress?: boolean
    replaceByFee?: boolean
    minRelay?: number
  }

  class Mempool {
    constructor(options: MempoolOptions)
    readonly options: { minRelay: number }
    open(): Promise<void>
    close(): Promise<void>
    /** resolves with the missing parents of an orphan, else null */
    addTX(tx: TX): Promise<Hash[] | null>
    addBlock(entry: ChainEntry, txs: TX[]): Promise<void>
    getTX(hash: Hash): TX | null
    getCoinsByAddress(addresses: Address[]): Coin[]
    isSpent(hash: Hash, index: number): boolean
  }

  class Miner {
    constructor(options: { network: Network; chain: Chain; mempool: Mempool })
    open(): Promise<void>
    close(): Promise<void>
    mineBlock(tip: ChainEntry, address: Address): Promise<Block>
  }

  const bcoin: {
    Network: typeof Network
    Script: typeof Script
    Address: typeof Address
    TX: typeof TX
    Chain: typeof Chain
    Fees: typeof Fees
    Mempool: typeof Mempool
    Miner: typeof Miner
  }
  export default bcoin
  export type { Address, Chain, Coin, Mempool, TX }
}
