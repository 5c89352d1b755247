import { list, message, parse, record, send, text } from './relayFrames.js'
import type { Connection, RelayMailboxes } from './relayMailboxes.js'

// tags of the three messages sign-client sends through dedicated relay methods
const TAG_PROPOSE = 1100
const TAG_APPROVE_RESPONSE = 1101
const TAG_SETTLE = 1102

/** what the relay records of its traffic, for assertions */
export type RelayLog = { calls: string[]; publishedTags: number[] }

/** One frame from a client: an acknowledgement of a push, or a relay method to answer. */
export function handleRelayFrame(
  mailboxes: RelayMailboxes,
  log: RelayLog,
  connection: Connection,
  raw: string,
) {
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
  log.calls.push(payload.method)
  answer(mailboxes, log, connection, { id, method: payload.method, params: record(payload.params) })
}

function answer(
  { publish, subscribe, unsubscribe }: RelayMailboxes,
  log: RelayLog,
  connection: Connection,
  { id, method, params }: { id: unknown; method: string; params: Record<string, unknown> },
) {
  const reply = (result: unknown) => send(connection.socket, { id, jsonrpc: '2.0', result })
  switch (method) {
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
      log.publishedTags.push(published.tag)
      publish(connection, published)
      return reply(true)
    }
    case 'irn_batchPublish':
      for (const item of list(params.messages)) {
        const published = message(record(item))
        log.publishedTags.push(published.tag)
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
        error: { code: -32601, message: `Method not found: ${method}` },
      })
  }
}
