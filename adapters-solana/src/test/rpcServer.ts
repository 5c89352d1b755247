import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '@solana/spl-token'
import { PublicKey, VersionedTransaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { type WebSocket, WebSocketServer } from 'ws'

// litesvm speaks @solana/kit's branded types; these are its own parameter types
type LiteAddress = Parameters<LiteSVM['getAccount']>[0]
type LiteTransaction = Parameters<LiteSVM['sendTransaction']>[0]
type LiteLamports = Parameters<LiteSVM['airdrop']>[1]
type LiteResult = ReturnType<LiteSVM['sendTransaction']>

export type RpcServer = {
  /** http://127.0.0.1:PORT, also the WebSocket endpoint with ws:// */
  url: string
  wsUrl: string
  svm: LiteSVM
  /** every JSON-RPC method called, in order, for assertions */
  readonly calls: readonly string[]
  /** makes every following request of `method` answer a JSON-RPC error */
  failMethod(method: string | undefined): void
  close(): Promise<void>
}

type Status = { slot: number; err: unknown }
type Subscription = { socket: WebSocket; kind: 'signature' | 'slot'; signature?: string }

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

const address = (value: string) => new PublicKey(value).toBase58() as LiteAddress

function describeError(result: FailedTransactionMetadata): unknown {
  const err = result.err()
  // the fieldless errors are numbers; the others print themselves
  return typeof err === 'number'
    ? { TransactionError: err }
    : { [err.constructor.name]: String(err) }
}

/** wire bytes to the kit shape litesvm takes: message bytes and the signatures by signer */
function toLiteTransaction(bytes: Uint8Array): { tx: LiteTransaction; signature: string } {
  const decoded = VersionedTransaction.deserialize(bytes)
  const signers = decoded.message.staticAccountKeys.slice(
    0,
    decoded.message.header.numRequiredSignatures,
  )
  const signatures: Record<string, Uint8Array> = {}
  signers.forEach((key, i) => {
    signatures[key.toBase58()] = decoded.signatures[i] ?? new Uint8Array(64)
  })
  const first = decoded.signatures[0]
  if (!first) throw new RpcError(-32602, 'transaction has no signature')
  // litesvm takes @solana/kit's branded byte types, which only kit's own decoders make;
  // these are the same wire bytes, decoded by web3.js
  const messageBytes = decoded.message.serialize() as unknown as LiteTransaction['messageBytes']
  return {
    tx: { messageBytes, signatures: signatures as LiteTransaction['signatures'] },
    signature: bs58.encode(first),
  }
}

function encodeAccount(svm: LiteSVM, key: string) {
  const account = svm.getAccount(address(key))
  if (!account.exists) return null
  return {
    data: [Buffer.from(account.data).toString('base64'), 'base64'],
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.programAddress,
    rentEpoch: 0,
    space: account.data.length,
  }
}

/**
 * A JSON-RPC front over litesvm on 127.0.0.1, HTTP and WebSocket on one port: enough of
 * the Solana RPC for @solana/web3.js and @solana/spl-token to airdrop, send and confirm.
 * Every transaction runs in the real runtime; the blockhash rolls after each one so
 * repeated transfers differ, and the recency check is off because web3.js caches hashes.
 */
export async function startRpcServer(): Promise<RpcServer> {
  const svm = new LiteSVM().withBlockhashCheck(false)
  const statuses = new Map<string, Status>()
  const subscriptions = new Map<number, Subscription>()
  const calls: string[] = []
  let nextSubscription = 1
  let failing: string | undefined
  let slot = 1

  const context = () => ({ slot, apiVersion: '2.0.0' })

  function notify(id: number, method: string, result: unknown) {
    const sub = subscriptions.get(id)
    if (!sub || sub.socket.readyState !== sub.socket.OPEN) return
    sub.socket.send(
      JSON.stringify({ jsonrpc: '2.0', method, params: { result, subscription: id } }),
    )
  }

  function settle(signature: string, err: unknown) {
    slot += 1
    svm.warpToSlot(BigInt(slot))
    svm.expireBlockhash()
    statuses.set(signature, { slot, err })
    for (const [id, sub] of subscriptions) {
      if (sub.kind === 'slot')
        notify(id, 'slotNotification', { parent: slot - 1, root: slot, slot })
      if (sub.kind === 'signature' && sub.signature === signature) {
        notify(id, 'signatureNotification', { context: { slot }, value: { err } })
        subscriptions.delete(id)
      }
    }
  }

  function record(signature: string, result: LiteResult) {
    settle(signature, result instanceof FailedTransactionMetadata ? describeError(result) : null)
  }

  function tokenAccountsByOwner(owner: string, filter: { mint?: string; programId?: string }) {
    const ownerBytes = new PublicKey(owner).toBytes()
    const programs = filter.programId
      ? [filter.programId]
      : [TOKEN_PROGRAM_ID.toBase58(), TOKEN_2022_PROGRAM_ID.toBase58()]
    return programs.flatMap((program) =>
      svm
        .getProgramAccounts(address(program))
        .filter(
          (account) =>
            account.data.length >= 165 &&
            Buffer.from(account.data.subarray(32, 64)).equals(ownerBytes) &&
            (!filter.mint ||
              new PublicKey(account.data.subarray(0, 32)).toBase58() === filter.mint),
        )
        .map((account) => ({
          pubkey: account.address,
          account: encodeAccount(svm, account.address),
        })),
    )
  }

  function simulate(bytes: Uint8Array) {
    const { tx } = toLiteTransaction(bytes)
    const result = svm.simulateTransaction(tx)
    const failed = result instanceof FailedTransactionMetadata
    const meta = result.meta()
    return {
      err: failed ? describeError(result) : null,
      logs: meta.logs(),
      accounts: null,
      unitsConsumed: Number(meta.computeUnitsConsumed()),
      returnData: null,
    }
  }

  const methods: Record<string, (params: readonly unknown[]) => unknown> = {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.0.0', 'feature-set': 0 }),
    getGenesisHash: () => svm.latestBlockhash(),
    getSlot: () => slot,
    getBlockHeight: () => slot,
    getEpochInfo: () => ({
      absoluteSlot: slot,
      blockHeight: slot,
      epoch: 0,
      slotIndex: slot,
      slotsInEpoch: 432_000,
      transactionCount: statuses.size,
    }),
    getLatestBlockhash: () => ({
      context: context(),
      value: { blockhash: svm.latestBlockhash(), lastValidBlockHeight: slot + 150 },
    }),
    getMinimumBalanceForRentExemption: ([size]) =>
      Number(svm.minimumBalanceForRentExemption(BigInt(Number(size)))),
    getBalance: ([key]) => ({
      context: context(),
      value: Number(svm.getBalance(address(String(key))) ?? 0n),
    }),
    getAccountInfo: ([key]) => ({ context: context(), value: encodeAccount(svm, String(key)) }),
    getMultipleAccounts: ([keys]) => ({
      context: context(),
      value: (keys as readonly string[]).map((key) => encodeAccount(svm, key)),
    }),
    getTokenAccountsByOwner: ([owner, filter]) => ({
      context: context(),
      value: tokenAccountsByOwner(String(owner), filter as { mint?: string; programId?: string }),
    }),
    getSignatureStatuses: ([signatures]) => ({
      context: context(),
      value: (signatures as readonly string[]).map((signature) => {
        const status = statuses.get(signature)
        return status
          ? {
              slot: status.slot,
              confirmations: null,
              err: status.err,
              status: status.err ? { Err: status.err } : { Ok: null },
              confirmationStatus: 'finalized',
            }
          : null
      }),
    }),
    requestAirdrop: ([key, lamports]) => {
      const result = svm.airdrop(address(String(key)), BigInt(Number(lamports)) as LiteLamports)
      if (!result || result instanceof FailedTransactionMetadata)
        throw new RpcError(-32603, 'airdrop failed')
      const signature = bs58.encode(result.signature())
      settle(signature, null)
      return signature
    },
    simulateTransaction: ([encoded]) => ({
      context: context(),
      value: simulate(Buffer.from(String(encoded), 'base64')),
    }),
    sendTransaction: ([encoded, config]) => {
      const bytes = Buffer.from(String(encoded), 'base64')
      const { tx, signature } = toLiteTransaction(bytes)
      if (!(config as { skipPreflight?: boolean } | undefined)?.skipPreflight) {
        const preflight = simulate(bytes)
        if (preflight.err)
          throw new RpcError(
            -32002,
            `Transaction simulation failed: ${JSON.stringify(preflight.err)}`,
            preflight,
          )
      }
      record(signature, svm.sendTransaction(tx))
      return signature
    },
  }

  function call(method: string, params: unknown): unknown {
    calls.push(method)
    if (method === failing) throw new RpcError(-32603, `${method} is failing on purpose`)
    const handler = methods[method]
    if (!handler) throw new RpcError(-32601, `Method not found: ${method}`)
    return handler(Array.isArray(params) ? params : [])
  }

  function answer(request: unknown) {
    const {
      id = null,
      method,
      params,
    } = (request ?? {}) as {
      id?: unknown
      method?: unknown
      params?: unknown
    }
    try {
      return { jsonrpc: '2.0', id, result: call(String(method), params) }
    } catch (error) {
      const {
        code = -32603,
        message,
        data,
      } = error instanceof RpcError ? error : { message: String(error) }
      return { jsonrpc: '2.0', id, error: { code, message, data } }
    }
  }

  async function onHttp(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    let body: unknown
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
    } catch {
      body = undefined
    }
    const reply =
      body === undefined
        ? { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }
        : Array.isArray(body)
          ? body.map(answer)
          : answer(body)
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply))
  }

  function onSocketMessage(socket: WebSocket, raw: string) {
    let request: { id?: number; method?: string; params?: unknown[] }
    try {
      request = JSON.parse(raw)
    } catch {
      return
    }
    // notifications without an id (web3.js pings) need no answer
    if (request.id === undefined || request.id === null) return
    const reply = (result: unknown) =>
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: request.id, result }))
    const params = request.params ?? []
    switch (request.method) {
      case 'signatureSubscribe': {
        const id = nextSubscription++
        const signature = String(params[0])
        subscriptions.set(id, { socket, kind: 'signature', signature })
        reply(id)
        const status = statuses.get(signature)
        if (status) {
          notify(id, 'signatureNotification', {
            context: { slot: status.slot },
            value: { err: status.err },
          })
          subscriptions.delete(id)
        }
        return
      }
      case 'slotSubscribe': {
        const id = nextSubscription++
        subscriptions.set(id, { socket, kind: 'slot' })
        reply(id)
        return
      }
      case 'signatureUnsubscribe':
      case 'slotUnsubscribe':
        reply(subscriptions.delete(Number(params[0])) || true)
        return
      default:
        socket.send(JSON.stringify(answer(request)))
    }
  }

  const server = createServer((req, res) => void onHttp(req, res))
  const wss = new WebSocketServer({ server })
  wss.on('connection', (socket) => {
    socket.on('message', (data) => onSocketMessage(socket, String(data)))
    socket.on('close', () => {
      for (const [id, sub] of subscriptions) if (sub.socket === socket) subscriptions.delete(id)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}`,
    svm,
    calls,
    failMethod(method) {
      failing = method
    },
    async close() {
      // web3.js closes idle sockets itself after 500 ms; closing first makes it reconnect
      await new Promise((resolve) => setTimeout(resolve, 600))
      for (const socket of wss.clients) socket.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
