import { randomUUID } from 'node:crypto'
import type { WebSocket } from 'ws'
import { send } from './relayFrames.js'

/** A published message, kept for replay until each subscriber acknowledged it. */
export type Stored = {
  id: string
  message: string
  publishedAt: number
  tag: number
  attestation?: string
  sender: string
  /** clients that acknowledged this message */
  acked: Set<string>
}

export type Connection = { socket: WebSocket; client: string; pending: Map<string, Stored> }

export type RelayMailboxes = ReturnType<typeof createMailboxes>

/**
 * The relay's memory: a mailbox per topic, replayed on subscribe until each subscriber
 * acknowledges, and never echoed to the sender.
 */
export function createMailboxes() {
  const mailboxes = new Map<string, Stored[]>()
  const subscribers = new Map<string, Set<Connection>>()
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

  return { subscribers, publish, subscribe, unsubscribe }
}
