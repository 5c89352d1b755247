import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { address as bitcoinAddress, networks } from 'bitcoinjs-lib'
import { type RegtestCoin, type RegtestNode, RegtestRejection } from './regtestNode.js'

/** The confirmation targets Esplora answers /fee-estimates for (a subset, enough for the adapter). */
const FEE_TARGETS = [1, 2, 3, 6, 12, 25, 144, 504, 1008] as const

// bitcoind's RPC codes, which Esplora puts in the text of a refused POST /tx
const RPC_VERIFY_REJECTED = -26
const RPC_VERIFY_ALREADY_IN_CHAIN = -27
const RPC_DESERIALIZATION_ERROR = -22

const blockStatus = (block: RegtestCoin['block']) =>
  block
    ? {
        confirmed: true,
        block_height: block.height,
        block_hash: block.hash,
        block_time: block.time,
      }
    : { confirmed: false }

/**
 * An Esplora-style HTTP API on 127.0.0.1 (a free port) over a regtest node: the routes the
 * adapter calls, answered from the node's chain and mempool as Blockstream's Esplora answers
 * them. Addresses are decoded with bitcoinjs-lib (bcoin 1.x spells regtest bech32 `rb1`,
 * not `bcrt1`) and looked up by output script.
 */
export async function startRegtestEsplora({ node }: { node: RegtestNode }) {
  /** every request, in order: `METHOD /path` */
  const requests: string[] = []

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const method = request.method ?? 'GET'
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    requests.push(`${method} ${path}`)
    const send = (status: number, body: string, contentType = 'text/plain') => {
      response.writeHead(status, { 'content-type': contentType })
      response.end(body)
    }
    const json = (value: unknown) => send(200, JSON.stringify(value), 'application/json')

    if (method === 'GET' && path === '/blocks/tip/height') return send(200, String(node.height))
    if (method === 'GET' && path === '/fee-estimates')
      return json(Object.fromEntries(FEE_TARGETS.map((target) => [target, node.feeRate(target)])))
    if (method === 'POST' && path === '/tx') {
      try {
        return send(200, await node.broadcast(Buffer.concat(chunks).toString().trim()))
      } catch (error) {
        if (!(error instanceof RegtestRejection)) throw error
        const code =
          error.reason === 'TX decode failed'
            ? RPC_DESERIALIZATION_ERROR
            : error.code === 'alreadyknown'
              ? RPC_VERIFY_ALREADY_IN_CHAIN
              : RPC_VERIFY_REJECTED
        const rpcError = JSON.stringify({ code, message: error.reason })
        return send(400, `sendrawtransaction RPC error: ${rpcError}`)
      }
    }
    const utxo = /^\/address\/([^/]+)\/utxo$/.exec(path)
    if (method === 'GET' && utxo) {
      let script: Uint8Array
      try {
        script = bitcoinAddress.toOutputScript(decodeURIComponent(utxo[1]!), networks.regtest)
      } catch {
        return send(400, 'Invalid Bitcoin address')
      }
      const coins = await node.unspent(script)
      return json(
        coins.map((coin) => ({
          txid: coin.txid,
          vout: coin.vout,
          status: blockStatus(coin.block),
          value: Number(coin.value),
        })),
      )
    }
    const tx = /^\/tx\/([0-9a-f]{64})\/(hex|status)$/.exec(path)
    if (method === 'GET' && tx) {
      const found = await node.transaction(tx[1]!)
      if (!found) return send(404, 'Transaction not found')
      return tx[2] === 'hex' ? send(200, found.hex) : json(blockStatus(found.block))
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
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

export type RegtestEsplora = Awaited<ReturnType<typeof startRegtestEsplora>>
