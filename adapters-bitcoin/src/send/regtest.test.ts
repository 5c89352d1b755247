import { networks, Psbt, Transaction } from 'bitcoinjs-lib'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { bitcoinAdapter } from '../adapter/bitcoinAdapter.js'
import { EsploraHttpError } from '../errors.js'
import { bitcoinRegtest } from '../networks/bitcoinRegtest.js'
import { createTestContext } from '../test/createTestContext.js'
import { type RegtestEsplora, startRegtestEsplora } from '../test/regtestEsplora.js'
import { type RegtestNode, startRegtestNode } from '../test/regtestNode.js'
import { addressOf, createTestWallet } from '../test/testWallet.js'
import { estimateVsize } from './estimateVsize.js'

// a real chain: bcoin validates every script, signature, coinbase maturity and double spend,
// and the adapter reaches it only through its own Esplora HTTP client

const WALLET_ID = 'walletStandard:Test Bitcoin Wallet'
const SEGWIT_HEIGHT = 432
const COINBASE_MATURITY = 100
// a relay floor above the adapter's own 1 sat/vB floor, so the rate paid is seen to come from
// the node's /fee-estimates
const MIN_RELAY = 3_000
const FEE_RATE = MIN_RELAY / 1000

const p2wpkhOf = (seed: string) =>
  addressOf(createTestWallet({ seed }).paymentKey, 'p2wpkh', networks.regtest)
const miner = p2wpkhOf('regtest miner')

let node: RegtestNode
let esplora: RegtestEsplora
beforeAll(async () => {
  node = await startRegtestNode({ minRelay: MIN_RELAY })
  esplora = await startRegtestEsplora({ node })
  const funded = p2wpkhOf('regtest sender')
  expect(await node.segwitActive()).toBe(false)
  await node.mine(SEGWIT_HEIGHT, funded.script)
  expect(await node.segwitActive()).toBe(true)
  expect(await node.mine(COINBASE_MATURITY, funded.script)).toBe(SEGWIT_HEIGHT + COINBASE_MATURITY)
}, 20_000)
afterAll(async () => {
  await esplora?.close()
  await node?.close()
})

async function connectWallet(seed: string, fetchFn?: typeof fetch) {
  const window = new EventTarget()
  const wallet = createTestWallet({ seed, paymentType: 'p2wpkh', chains: ['bitcoin:regtest'] })
  wallet.register(window)
  const adapter = bitcoinAdapter({
    window,
    esploraUrl: esplora.url,
    retry: { count: 0, delay: 1 },
    ...(fetchFn ? { fetch: fetchFn } : {}),
  })
  adapter.setup(createTestContext({ networks: [bitcoinRegtest] }).ctx)
  const { accounts } = await adapter.connect({ connectorId: WALLET_ID, network: bitcoinRegtest })
  const payment = addressOf(wallet.paymentKey, 'p2wpkh', networks.regtest)
  expect(accounts[0]?.address).toBe(payment.address)
  const send = (to: string, amount: string) =>
    adapter.capabilities.sendToken!({ network: bitcoinRegtest, from: payment.address, to, amount })
  return { adapter, wallet, payment, send }
}

const sum = (values: readonly bigint[]) => values.reduce((a, b) => a + b, 0n)
const txidOf = (hash: Uint8Array) => Buffer.from(hash).reverse().toString('hex')

test('default: a send is built, signed, broadcast to a regtest node and confirmed', async () => {
  const { adapter, wallet, payment, send } = await connectWallet('regtest sender')
  const receiver = p2wpkhOf('regtest receiver')
  const before = await adapter.getBalance({ address: payment.address, network: bitcoinRegtest })
  expect(before.value).toBe(sum((await node.unspent(payment.script)).map((c) => c.value)))

  const estimate = await adapter.estimateSendFee({
    network: bitcoinRegtest,
    from: payment.address,
    to: receiver.address,
    amount: '1.5',
  })
  const vsize = estimateVsize(['p2wpkh'], ['p2wpkh', 'p2wpkh'])
  expect(estimate).toMatchObject({ feeRate: FEE_RATE, vsize, inputCount: 1 })
  expect(estimate.fee).toBe(BigInt(Math.ceil(vsize * FEE_RATE)))

  const txid = await send(receiver.address, '1.5')

  // the wallet signed a PSBT spending one mature coinbase of its own
  const signed = Psbt.fromBuffer(wallet.signedPsbts[0]!, { network: networks.regtest })
  const [spent] = signed.txInputs
  const coinbase = await node.transaction(txidOf(spent!.hash))
  expect(Transaction.fromHex(coinbase!.hex).isCoinbase()).toBe(true)
  expect(coinbase!.block!.height).toBeLessThanOrEqual(node.height - COINBASE_MATURITY)

  expect(await adapter.getTransactionStatus({ txid, network: bitcoinRegtest })).toEqual({
    confirmed: false,
  })
  const height = await node.mine(1, miner.script)
  const status = await adapter.getTransactionStatus({ txid, network: bitcoinRegtest })
  expect(status).toMatchObject({ confirmed: true, blockHeight: height })

  // the transaction the node confirmed: the amount to the receiver, the change back
  const mined = await node.transaction(txid)
  expect(mined?.block?.hash).toBe(status.blockHash)
  const tx = Transaction.fromHex(mined!.hex)
  expect(tx.ins.map((i) => [txidOf(i.hash), i.index])).toEqual([
    [txidOf(spent!.hash), spent!.index],
  ])
  const input = Transaction.fromHex(coinbase!.hex).outs[spent!.index]!.value
  expect(tx.outs.map((o) => [Buffer.from(o.script).toString('hex'), o.value])).toEqual([
    [Buffer.from(receiver.script).toString('hex'), 150_000_000n],
    [Buffer.from(payment.script).toString('hex'), input - 150_000_000n - estimate.fee],
  ])
  expect(estimate.change).toBe(input - 150_000_000n - estimate.fee)
  expect(Number(estimate.fee) / tx.virtualSize()).toBeGreaterThanOrEqual(FEE_RATE)

  const received = await adapter.getBalance({ address: receiver.address, network: bitcoinRegtest })
  expect(received).toMatchObject({ value: 150_000_000n, formatted: '1.5' })
  const after = await adapter.getBalance({ address: payment.address, network: bitcoinRegtest })
  expect(after.value).toBe(before.value - 150_000_000n - estimate.fee)
})

test('behavior: a coin spent elsewhere while the wallet signed is refused by the node', async () => {
  const spender = createTestWallet({ seed: 'regtest sender', paymentType: 'p2wpkh' })
  const payment = addressOf(spender.paymentKey, 'p2wpkh', networks.regtest)
  let refused: string | undefined
  let conflict: string | undefined
  // just before the adapter's broadcast, the same wallet (another device) spends the same
  // coins back to itself
  const racingFetch: typeof fetch = async (input, init) => {
    if (init?.method === 'POST' && typeof init.body === 'string') {
      const tx = Transaction.fromHex(init.body)
      refused = tx.getId()
      const coins = await node.unspent(payment.script)
      const psbt = new Psbt({ network: networks.regtest })
      let total = 0n
      for (const { hash, index } of tx.ins) {
        const coin = coins.find((c) => c.txid === txidOf(hash) && c.vout === index)!
        total += coin.value
        psbt.addInput({ hash, index, witnessUtxo: { script: payment.script, value: coin.value } })
      }
      psbt.addOutput({ script: payment.script, value: total - 10_000n })
      psbt.signAllInputs(spender.paymentKey).finalizeAllInputs()
      conflict = await node.broadcast(psbt.extractTransaction().toHex())
    }
    return fetch(input, init)
  }
  const { adapter, send } = await connectWallet('regtest sender', racingFetch)

  const error = await send(p2wpkhOf('regtest receiver').address, '0.25').catch((e: unknown) => e)
  expect(error).toBeInstanceOf(EsploraHttpError)
  expect(error).toMatchObject({
    status: 400,
    body: 'sendrawtransaction RPC error: {"code":-26,"message":"bad-txns-inputs-spent"}',
  })

  // the conflict is what gets mined; the refused transaction is unknown to the node
  const height = await node.mine(1, miner.script)
  expect(
    await adapter.getTransactionStatus({ txid: conflict!, network: bitcoinRegtest }),
  ).toMatchObject({ confirmed: true, blockHeight: height })
  const missing = await adapter
    .getTransactionStatus({ txid: refused!, network: bitcoinRegtest })
    .catch((e: unknown) => e)
  expect(missing).toBeInstanceOf(EsploraHttpError)
  expect(missing).toMatchObject({ status: 404 })
})

test('behavior: an immature coinbase is listed, and spending it is refused', async () => {
  const { adapter, payment, send } = await connectWallet('regtest young miner')
  await node.mine(1, payment.script)
  const [coin, ...rest] = await adapter.getUtxos({
    address: payment.address,
    network: bitcoinRegtest,
  })
  expect(rest).toEqual([])
  expect(coin).toMatchObject({ confirmed: true, blockHeight: node.height })

  const error = await send(p2wpkhOf('regtest receiver').address, '0.1').catch((e: unknown) => e)
  expect(error).toBeInstanceOf(EsploraHttpError)
  expect((error as EsploraHttpError).body).toContain('bad-txns-premature-spend-of-coinbase')
  expect(await node.unspent(payment.script)).toHaveLength(1)
})
