import { randomUUID } from 'node:crypto'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import type { WebSocketServer as Server, WebSocket } from 'ws'
import { handleRelayFrame, type RelayLog } from './handleRelayFrame.js'
import { clientIdFromUrl } from './relayFrames.js'
import { type Connection, createMailboxes } from './relayMailboxes.js'

// Node's own resolution, whatever the test's environment: under a DOM environment Vitest
// resolves `ws` with the `browser` condition to a stub that has no server
const { WebSocketServer } = createRequire(import.meta.url)('ws') as typeof import('ws')

/**
 * A local relay for the WalletConnect v2 protocol, enough for the real dapp and wallet
 * clients to pair and talk: JSON-RPC over WebSocket on 127.0.0.1, a mailbox per topic that is
 * replayed on subscribe until each subscriber acknowledges, and no echo to the sender.
 * It outlives its own restarts (`stop` then `start` keeps the mailboxes), like a real relay
 * that keeps messages while a client is away.
 */
export type TestRelay = {
  /** ws://127.0.0.1:PORT */
  readonly url: string
  readonly port: number
  /** how many sockets are open now */
  connectionCount(): number
  /** every method a client called, in order, for assertions */
  readonly calls: readonly string[]
  /** the tag of every message published with irn_publish, in order (1116: a one-click request) */
  readonly publishedTags: readonly number[]
  /** closes every socket at once (as a network drop would); the relay keeps listening */
  dropAll(): void
  /** writes a raw frame to every open socket (or a topic's subscribers): a broken relay's garbage */
  sendRaw(frame: string, topic?: string): void
  /** closes every socket and stops listening; the mailboxes are kept */
  stop(): Promise<void>
  /** listens again on the same port */
  start(): Promise<void>
  /** stops for good */
  close(): Promise<void>
}

// under the clients' 35 s stall timeout, so a long test never sees a false stall
const PING_INTERVAL = 10_000

export async function startRelay(): Promise<TestRelay> {
  const mailboxes = createMailboxes()
  const connections = new Set<Connection>()
  const log: RelayLog = { calls: [], publishedTags: [] }
  let server: Server | undefined
  let port = 0

  function onConnection(socket: WebSocket, url: string | undefined) {
    const connection: Connection = {
      socket,
      client: clientIdFromUrl(url) ?? randomUUID(),
      pending: new Map(),
    }
    connections.add(connection)
    socket.on('message', (data) => handleRelayFrame(mailboxes, log, connection, data.toString()))
    socket.on('close', () => {
      connections.delete(connection)
      for (const set of mailboxes.subscribers.values()) set.delete(connection)
    })
    socket.on('error', () => socket.terminate())
  }

  async function listen() {
    const next = new WebSocketServer({ host: '127.0.0.1', port })
    next.on('connection', (socket, request) => onConnection(socket, request.url))
    await new Promise<void>((resolve, reject) => {
      next.once('listening', resolve)
      next.once('error', reject)
    })
    port = (next.address() as AddressInfo).port
    server = next
  }

  function dropAll() {
    for (const { socket } of connections) socket.terminate()
  }

  async function stop() {
    const current = server
    server = undefined
    dropAll()
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()))
  }

  const ping = setInterval(() => {
    for (const { socket } of connections) socket.ping()
  }, PING_INTERVAL)
  ping.unref()

  await listen()
  return {
    get url() {
      return `ws://127.0.0.1:${port}`
    },
    get port() {
      return port
    },
    calls: log.calls,
    publishedTags: log.publishedTags,
    connectionCount: () => connections.size,
    dropAll,
    sendRaw(frame, topic) {
      for (const { socket } of topic ? (mailboxes.subscribers.get(topic) ?? []) : connections)
        if (socket.readyState === socket.OPEN) socket.send(frame)
    },
    stop,
    start: listen,
    async close() {
      clearInterval(ping)
      await stop()
    },
  }
}
