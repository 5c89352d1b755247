import { randomUUID } from 'node:crypto'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import type { WebSocketServer as Server, WebSocket } from 'ws'

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

type Stored = {
  id: string
  message: string
  publishedAt: number
  tag: number
  attestation?: string
  sender: string
  /** clients that acknowledged this message */
  acked: Set<string>
}

type Connection = { socket: WebSocket; client: string; pending: Map<string, Stored> }

// tags of the three messages sign-client sends through dedicated relay methods
const TAG_PROPOSE = 1100
const TAG_APPROVE_RESPONSE = 1101
const TAG_SETTLE = 1102
// under the clients' 35 s stall timeout, so a long test never sees a false stall
const PING_INTERVAL = 10_000

export async function startRelay(): Promise<TestRelay> {
  const mailboxes = new Map<string, Stored[]>()
  const subscribers = new Map<string, Set<Connection>>()
  const connections = new Set<Connection>()
  const calls: string[] = []
  const publishedTags: number[] = []
  let server: Server | undefined
  let port = 0
  let pushId = 0

  function deliver(connection: Connection, topic: string, stored: Stored) {
    if (stored.sender === connection.client || stored.acked.has(connection.client)) return
    const id = `${Date.now()}${++pushId}`
    connection.pending.set(id, stored)
    send(connection.socket, {
      id,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: {
        id: topic,
        data: {
          topic,
          message: stored.message,
          publishedAt: stored.publishedAt,
          tag: stored.tag,
          ...(stored.attestation ? { attestation: stored.attestation } : {}),
        },
      },
    })
  }

  function publish(
    sender: Connection,
    p: { topic: string; message: string; tag: number; attestation?: string },
  ) {
    const stored: Stored = {
      id: randomUUID(),
      message: p.message,
      publishedAt: Date.now(),
      tag: p.tag,
      sender: sender.client,
      acked: new Set(),
      ...(p.attestation ? { attestation: p.attestation } : {}),
    }
    const box = mailboxes.get(p.topic) ?? []
    box.push(stored)
    mailboxes.set(p.topic, box)
    for (const connection of subscribers.get(p.topic) ?? []) deliver(connection, p.topic, stored)
  }

  function subscribe(connection: Connection, topic: string) {
    const set = subscribers.get(topic) ?? new Set()
    set.add(connection)
    subscribers.set(topic, set)
    // replay what this client has not acknowledged yet, after the subscribe result is out
    queueMicrotask(() => {
      for (const stored of mailboxes.get(topic) ?? []) deliver(connection, topic, stored)
    })
    return topic
  }

  function unsubscribe(connection: Connection, topic: string) {
    subscribers.get(topic)?.delete(connection)
  }

  function handle(connection: Connection, raw: string) {
    const payload = parse(raw)
    if (!payload) return
    const { id } = payload
    if (payload.method === undefined) {
      // a client's acknowledgement of an irn_subscription push
      const stored = connection.pending.get(String(id))
      if (stored) {
        stored.acked.add(connection.client)
        connection.pending.delete(String(id))
      }
      return
    }
    calls.push(payload.method)
    const params = record(payload.params)
    const reply = (result: unknown) => send(connection.socket, { id, jsonrpc: '2.0', result })
    switch (payload.method) {
      case 'irn_subscribe':
        return reply(subscribe(connection, text(params.topic)))
      case 'irn_batchSubscribe':
        return reply(list(params.topics).map((topic) => subscribe(connection, text(topic))))
      case 'irn_unsubscribe':
        unsubscribe(connection, text(params.topic))
        return reply(true)
      case 'irn_batchUnsubscribe':
        for (const item of list(params.subscriptions))
          unsubscribe(connection, text(record(item).topic))
        return reply(true)
      case 'irn_publish': {
        const published = message(params)
        publishedTags.push(published.tag)
        publish(connection, published)
        return reply(true)
      }
      case 'irn_batchPublish':
        for (const item of list(params.messages)) {
          const published = message(record(item))
          publishedTags.push(published.tag)
          publish(connection, published)
        }
        return reply(true)
      case 'irn_batchFetchMessages':
        // everything pending is pushed on subscribe instead
        return reply({ messages: [], hasMore: false })
      case 'wc_proposeSession': {
        const pairingTopic = text(params.pairingTopic)
        subscribe(connection, pairingTopic)
        publish(connection, {
          topic: pairingTopic,
          message: text(params.sessionProposal),
          tag: TAG_PROPOSE,
          ...(typeof params.attestation === 'string' ? { attestation: params.attestation } : {}),
        })
        return reply(true)
      }
      case 'wc_approveSession': {
        const pairingTopic = text(params.pairingTopic)
        const sessionTopic = text(params.sessionTopic)
        subscribe(connection, pairingTopic)
        subscribe(connection, sessionTopic)
        publish(connection, {
          topic: pairingTopic,
          message: text(params.sessionProposalResponse),
          tag: TAG_APPROVE_RESPONSE,
        })
        publish(connection, {
          topic: sessionTopic,
          message: text(params.sessionSettlementRequest),
          tag: TAG_SETTLE,
        })
        return reply(true)
      }
      default:
        send(connection.socket, {
          id,
          jsonrpc: '2.0',
          error: { code: -32601, message: `Method not found: ${payload.method}` },
        })
    }
  }

  function onConnection(socket: WebSocket, url: string | undefined) {
    const connection: Connection = {
      socket,
      client: clientIdFromUrl(url) ?? randomUUID(),
      pending: new Map(),
    }
    connections.add(connection)
    socket.on('message', (data) => handle(connection, data.toString()))
    socket.on('close', () => {
      connections.delete(connection)
      for (const set of subscribers.values()) set.delete(connection)
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
    calls,
    publishedTags,
    connectionCount: () => connections.size,
    dropAll,
    sendRaw(frame, topic) {
      for (const { socket } of topic ? (subscribers.get(topic) ?? []) : connections)
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

type Payload = { id: unknown; method?: string; params?: unknown }

function parse(raw: string): Payload | undefined {
  try {
    const value: unknown = JSON.parse(raw)
    if (!value || typeof value !== 'object' || !('id' in value)) return undefined
    const method = 'method' in value && typeof value.method === 'string' ? value.method : undefined
    return { id: value.id, method, params: 'params' in value ? value.params : undefined }
  } catch {
    return undefined
  }
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

function message(params: Record<string, unknown>) {
  return {
    topic: text(params.topic),
    message: text(params.message),
    tag: typeof params.tag === 'number' ? params.tag : 0,
    ...(typeof params.attestation === 'string' ? { attestation: params.attestation } : {}),
  }
}

function send(socket: WebSocket, payload: unknown) {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(payload))
}

/**
 * Clients authenticate with a JWT in the `auth` query parameter whose `iss` is their
 * did:key; it names one client across reconnections, so its own messages are never echoed
 * and acknowledged ones are not replayed.
 */
function clientIdFromUrl(url: string | undefined): string | undefined {
  if (!url) return undefined
  const auth = new URL(url, 'ws://127.0.0.1').searchParams.get('auth')
  const body = auth?.split('.')[1]
  if (!body) return undefined
  try {
    const claims = record(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')))
    return typeof claims.iss === 'string' ? claims.iss : undefined
  } catch {
    return undefined
  }
}
