import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as ecc from '@bitcoinerlab/secp256k1'
import {
  type Network as BitcoinjsNetwork,
  address as bitcoinAddress,
  crypto as bitcoinCrypto,
  script as bitcoinScript,
  initEccLib,
  networks,
  Transaction,
} from 'bitcoinjs-lib'

// the server checks taproot signatures and decodes taproot addresses: it needs the curve
initEccLib(ecc)

type StoredTx = { tx: Transaction; hex: string; blockHeight?: number }
type Coin = { txid: string; vout: number; value: bigint; script: Uint8Array }

export type EsploraRequest = { method: string; path: string; body: string }
export type InterceptedResponse = {
  status: number
  body: string
  contentType?: string
  headers?: Record<string, string>
  /** ms to wait before answering (timeout tests) */
  delay?: number
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
const equal = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((x, i) => x === b[i])
const blockHash = (height: number) =>
  hex(bitcoinCrypto.sha256(new TextEncoder().encode(`block ${height}`)))

/** Bitcoin Core's dust limits at 3 sat/vB, by output script. */
function dustLimit(script: Uint8Array): bigint {
  if (script.length === 25 && script[0] === 0x76) return 546n
  if (script.length === 23 && script[0] === 0xa9) return 540n
  if (script.length === 22 && script[0] === 0x00) return 294n
  return 330n
}

class Rejection extends Error {}
const reject = (reason: string): never => {
  throw new Rejection(`sendrawtransaction RPC error: {"code":-26,"message":"${reason}"}`)
}

/**
 * A small Esplora-style HTTP API on 127.0.0.1 over an in-memory UTXO set: tip height,
 * address UTXOs, transaction hex and status, fee estimates, and POST /tx, which accepts a
 * transaction only when every input spends a known unspent output with a valid signature
 * (p2wpkh, p2tr key path, p2pkh, p2sh-p2wpkh), pays no more than it spends, meets 1 sat/vB
 * and creates no dust. Accepted transactions wait in the mempool until `mine()`.
 */
export async function startEsploraServer({
  network = networks.regtest,
  feeEstimates = { '1': 20, '3': 10, '6': 5, '144': 1.5 },
}: {
  network?: BitcoinjsNetwork
  feeEstimates?: Record<string, number>
} = {}) {
  const transactions = new Map<string, StoredTx>()
  /** txids accepted by POST /tx, in order */
  const broadcasts: string[] = []
  const coins = new Map<string, Coin>()
  const requests: EsploraRequest[] = []
  let tipHeight = 100
  let fees: Record<string, number> = { ...feeEstimates }
  let funded = 0
  let intercept: ((request: EsploraRequest) => InterceptedResponse | undefined) | undefined

  const addTransaction = (tx: Transaction, blockHeight?: number) => {
    const txid = tx.getId()
    transactions.set(txid, {
      tx,
      hex: tx.toHex(),
      ...(blockHeight === undefined ? {} : { blockHeight }),
    })
    for (const [vout, out] of tx.outs.entries())
      coins.set(`${txid}:${vout}`, { txid, vout, value: out.value, script: out.script })
    return txid
  }

  const statusOf = (stored: StoredTx) =>
    stored.blockHeight === undefined
      ? { confirmed: false }
      : {
          confirmed: true,
          block_height: stored.blockHeight,
          block_hash: blockHash(stored.blockHeight),
          block_time: 1_700_000_000 + stored.blockHeight * 600,
        }

  function verifyInput(tx: Transaction, index: number, spent: readonly Coin[]) {
    const input = tx.ins[index]!
    const coin = spent[index]!
    const prev = coin.script
    const witness = input.witness
    const verifyEcdsa = (
      signatureWithType: Uint8Array,
      pubkey: Uint8Array,
      hash: (type: number) => Uint8Array,
    ) => {
      let decoded: { signature: Uint8Array; hashType: number }
      try {
        decoded = bitcoinScript.signature.decode(signatureWithType)
      } catch {
        return reject('non-mandatory-script-verify-flag (Non-canonical DER signature)')
      }
      if (!ecc.verify(hash(decoded.hashType), pubkey, decoded.signature))
        reject(
          'mandatory-script-verify-flag-failed (Signature must be zero for failed CHECK(MULTI)SIG operation)',
        )
    }
    const verifyP2wpkh = (program: Uint8Array) => {
      if (witness.length !== 2)
        reject('mandatory-script-verify-flag-failed (Witness program hash mismatch)')
      const [signature, pubkey] = witness as [Uint8Array, Uint8Array]
      if (!equal(bitcoinCrypto.hash160(pubkey), program))
        reject('mandatory-script-verify-flag-failed (Witness program hash mismatch)')
      const scriptCode = Uint8Array.from([0x76, 0xa9, 0x14, ...program, 0x88, 0xac])
      verifyEcdsa(signature, pubkey, (type) =>
        tx.hashForWitnessV0(index, scriptCode, coin.value, type),
      )
    }
    // p2wpkh
    if (prev.length === 22 && prev[0] === 0x00 && prev[1] === 0x14) {
      if (input.script.length)
        reject('mandatory-script-verify-flag-failed (Witness requires empty scriptSig)')
      return verifyP2wpkh(prev.subarray(2))
    }
    // p2tr key path
    if (prev.length === 34 && prev[0] === 0x51 && prev[1] === 0x20) {
      if (witness.length !== 1) reject('unsupported in this test server: taproot script path')
      const signature = witness[0]!
      if (signature.length !== 64 && signature.length !== 65)
        reject('mandatory-script-verify-flag-failed (Invalid Schnorr signature size)')
      const hashType = signature.length === 65 ? signature[64]! : Transaction.SIGHASH_DEFAULT
      const hash = tx.hashForWitnessV1(
        index,
        spent.map((c) => c.script),
        spent.map((c) => c.value),
        hashType,
      )
      if (!ecc.verifySchnorr(hash, prev.subarray(2), signature.subarray(0, 64)))
        reject('mandatory-script-verify-flag-failed (Invalid Schnorr signature)')
      return
    }
    // p2pkh
    if (prev.length === 25 && prev[0] === 0x76 && prev[1] === 0xa9) {
      const chunks = bitcoinScript.decompile(input.script)
      const [signature, pubkey] = chunks ?? []
      if (
        chunks?.length !== 2 ||
        !(signature instanceof Uint8Array) ||
        !(pubkey instanceof Uint8Array)
      )
        return reject(
          'mandatory-script-verify-flag-failed (Operation not valid with the current stack size)',
        )
      if (!equal(bitcoinCrypto.hash160(pubkey), prev.subarray(3, 23)))
        reject(
          'mandatory-script-verify-flag-failed (Script evaluated without error but finished with a false/empty top stack element)',
        )
      return verifyEcdsa(signature, pubkey, (type) => tx.hashForSignature(index, prev, type))
    }
    // p2sh, wrapping p2wpkh only
    if (prev.length === 23 && prev[0] === 0xa9) {
      const chunks = bitcoinScript.decompile(input.script)
      const redeem = chunks?.[0]
      if (chunks?.length !== 1 || !(redeem instanceof Uint8Array))
        return reject(
          'mandatory-script-verify-flag-failed (Operation not valid with the current stack size)',
        )
      if (!equal(bitcoinCrypto.hash160(redeem), prev.subarray(2, 22)))
        reject(
          'mandatory-script-verify-flag-failed (Script evaluated without error but finished with a false/empty top stack element)',
        )
      if (redeem.length !== 22 || redeem[0] !== 0x00 || redeem[1] !== 0x14)
        reject('unsupported in this test server: p2sh other than p2sh-p2wpkh')
      return verifyP2wpkh(redeem.subarray(2))
    }
    reject('unsupported in this test server: output script type')
  }

  function acceptTransaction(raw: string): string {
    let tx: Transaction
    try {
      tx = Transaction.fromHex(raw.trim())
    } catch {
      throw new Rejection('sendrawtransaction RPC error: {"code":-22,"message":"TX decode failed"}')
    }
    const txid = tx.getId()
    if (transactions.has(txid)) reject('txn-already-known')
    if (!tx.ins.length || !tx.outs.length) reject('bad-txns-vin-empty')
    const spent = tx.ins.map((input) => {
      const coin = coins.get(`${hex(Uint8Array.from(input.hash).reverse())}:${input.index}`)
      return coin ?? reject('bad-txns-inputs-missingorspent')
    })
    for (let index = 0; index < tx.ins.length; index++) verifyInput(tx, index, spent)
    const inputValue = spent.reduce((sum, coin) => sum + coin.value, 0n)
    const outputValue = tx.outs.reduce((sum, out) => sum + out.value, 0n)
    if (outputValue > inputValue) reject('bad-txns-in-belowout')
    for (const out of tx.outs) if (out.value < dustLimit(out.script)) reject('dust')
    if (inputValue - outputValue < BigInt(tx.virtualSize())) reject('min relay fee not met')
    for (const coin of spent) coins.delete(`${coin.txid}:${coin.vout}`)
    broadcasts.push(txid)
    return addTransaction(tx)
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    const entry: EsploraRequest = {
      method: request.method ?? 'GET',
      path,
      body: Buffer.concat(chunks).toString(),
    }
    requests.push(entry)
    const send = (
      status: number,
      body: string,
      contentType = 'text/plain',
      headers: Record<string, string> = {},
    ) => {
      response.writeHead(status, { 'content-type': contentType, ...headers })
      response.end(body)
    }
    const overridden = intercept?.(entry)
    if (overridden) {
      if (overridden.delay) await new Promise((resolve) => setTimeout(resolve, overridden.delay))
      if (response.destroyed) return
      return send(overridden.status, overridden.body, overridden.contentType, overridden.headers)
    }
    const json = (value: unknown) => send(200, JSON.stringify(value), 'application/json')
    if (entry.method === 'GET' && path === '/blocks/tip/height') return send(200, String(tipHeight))
    if (entry.method === 'GET' && path === '/fee-estimates') return json(fees)
    if (entry.method === 'POST' && path === '/tx') {
      try {
        return send(200, acceptTransaction(entry.body))
      } catch (error) {
        if (error instanceof Rejection) return send(400, error.message)
        throw error
      }
    }
    const utxoMatch = /^\/address\/([^/]+)\/utxo$/.exec(path)
    if (entry.method === 'GET' && utxoMatch) {
      let script: Uint8Array
      try {
        script = bitcoinAddress.toOutputScript(decodeURIComponent(utxoMatch[1]!), network)
      } catch {
        return send(400, 'Invalid Bitcoin address')
      }
      return json(
        [...coins.values()]
          .filter((coin) => equal(coin.script, script))
          .map((coin) => ({
            txid: coin.txid,
            vout: coin.vout,
            status: statusOf(transactions.get(coin.txid)!),
            value: Number(coin.value),
          })),
      )
    }
    const txMatch = /^\/tx\/([0-9a-f]{64})\/(hex|status)$/.exec(path)
    if (entry.method === 'GET' && txMatch) {
      const stored = transactions.get(txMatch[1]!)
      if (!stored) return send(404, 'Transaction not found')
      return txMatch[2] === 'hex' ? send(200, stored.hex) : json(statusOf(stored))
    }
    return send(404, 'Not Found')
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' })
      response.end(String(error))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    transactions,
    broadcasts,
    get tipHeight() {
      return tipHeight
    },
    /** pays `value` sat to `address` from outside the chain (like a coinbase), confirmed unless told */
    fund(address: string, value: bigint, { confirmed = true }: { confirmed?: boolean } = {}) {
      const tx = new Transaction()
      tx.version = 2
      funded++
      tx.addInput(bitcoinCrypto.sha256(new TextEncoder().encode(`funding ${funded}`)), 0)
      tx.addOutput(bitcoinAddress.toOutputScript(address, network), value)
      if (confirmed) tipHeight++
      const txid = addTransaction(tx, confirmed ? tipHeight : undefined)
      return { txid, vout: 0 }
    },
    /** confirms every mempool transaction in the next block(s) */
    mine(blocks = 1) {
      tipHeight += blocks
      for (const stored of transactions.values())
        if (stored.blockHeight === undefined) stored.blockHeight = tipHeight - blocks + 1
    },
    unspent(address: string) {
      const script = bitcoinAddress.toOutputScript(address, network)
      return [...coins.values()].filter((coin) => equal(coin.script, script))
    },
    setFeeEstimates(next: Record<string, number>) {
      fees = { ...next }
    },
    /** answers matching requests with a canned response instead (malformed-response tests) */
    setIntercept(next: typeof intercept) {
      intercept = next
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}

export type EsploraServer = Awaited<ReturnType<typeof startEsploraServer>>
