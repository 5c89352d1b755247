import fc from 'fast-check'
import { expect, test, vi } from 'vitest'
import type { Logger } from '../types/logger.js'
import {
  type AnalyticsPayload,
  type CreateAnalyticsSubscriberParameters,
  createAnalyticsSubscriber,
} from './createAnalyticsSubscriber.js'
import { createEventStream } from './createEventStream.js'
import type { KitEvent } from './types.js'

const open: KitEvent = { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } }

function setup(overrides: Partial<CreateAnalyticsSubscriberParameters> = {}) {
  const sent: AnalyticsPayload[] = []
  const log: Logger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() }
  const listener = createAnalyticsSubscriber({
    isEnabled: () => true,
    send: (payload) => void sent.push(payload),
    getUrl: () => 'https://app.example.com/swap?x=1',
    now: () => 1_700_000_000_000,
    randomId: () => 'id-1',
    log,
    ...overrides,
  })
  return { listener, sent, log }
}

test('default', () => {
  const { listener, sent } = setup()
  listener(open)
  expect(sent).toMatchInlineSnapshot(`
    [
      {
        "domain": "app.example.com",
        "eventId": "id-1",
        "props": {
          "event": "MODAL_OPEN",
          "properties": {
            "connected": false,
          },
          "type": "track",
        },
        "timestamp": 1700000000000,
        "url": "https://app.example.com/swap?x=1",
      },
    ]
  `)
})

test('parameters: isEnabled (read on every event)', () => {
  let enabled = false
  const { listener, sent } = setup({ isEnabled: () => enabled })
  listener(open)
  expect(sent).toHaveLength(0)
  enabled = true
  listener(open)
  expect(sent).toHaveLength(1)
})

test('parameters: getUrl', () => {
  const none = setup({ getUrl: () => undefined })
  none.listener(open)
  expect(none.sent[0]).toMatchObject({ url: '', domain: '' })
  const relative = setup({ getUrl: () => 'not a url' })
  relative.listener(open)
  expect(relative.sent[0]).toMatchObject({ url: 'not a url', domain: '' })
})

test('parameters: getAddress', () => {
  const { listener, sent } = setup({ getAddress: () => '0xabc' })
  listener(open)
  expect(sent[0]?.props.address).toBe('0xabc')
  const empty = setup({ getAddress: () => undefined })
  empty.listener(open)
  expect(empty.sent[0]?.props).not.toHaveProperty('address')
})

test('parameters: now and randomId (defaults)', () => {
  const sent: AnalyticsPayload[] = []
  const listener = createAnalyticsSubscriber({
    isEnabled: () => true,
    send: (payload) => void sent.push(payload),
    getUrl: () => undefined,
  })
  const before = Date.now()
  listener(open)
  listener(open)
  expect(sent[0]?.timestamp).toBeGreaterThanOrEqual(before)
  expect(sent[0]?.eventId).toMatch(
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
  )
  expect(sent[0]?.eventId).not.toBe(sent[1]?.eventId)
})

test('behavior: the default id falls back to getRandomValues outside secure contexts', () => {
  const { getRandomValues } = globalThis.crypto
  vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) })
  try {
    const sent: AnalyticsPayload[] = []
    createAnalyticsSubscriber({
      isEnabled: () => true,
      send: (payload) => void sent.push(payload),
      getUrl: () => undefined,
    })(open)
    expect(sent[0]?.eventId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
  } finally {
    vi.unstubAllGlobals()
  }
})

test('behavior: MODAL_CREATED is never sent', () => {
  const { listener, sent } = setup()
  listener({ type: 'track', event: 'MODAL_CREATED' })
  expect(sent).toHaveLength(0)
})

test('behavior: every other tracked event of the spec is sent', () => {
  const { listener, sent } = setup()
  const network = 'eip155:1' as const
  listener({
    type: 'track',
    event: 'SIWX_AUTH_SUCCESS',
    properties: { network, isSmartAccount: false },
  })
  listener({
    type: 'track',
    event: 'SIWX_AUTH_ERROR',
    properties: { network, isSmartAccount: true },
  })
  listener({
    type: 'track',
    event: 'CLICK_CANCEL_SIWX',
    properties: { network, isSmartAccount: false },
  })
  listener({
    type: 'track',
    event: 'ERROR_FETCH_TRANSACTIONS',
    properties: { address: '0xabc', projectId: 'p', cursor: undefined, isSmartAccount: false },
  })
  expect(sent.map((p) => p.props.event)).toEqual([
    'SIWX_AUTH_SUCCESS',
    'SIWX_AUTH_ERROR',
    'CLICK_CANCEL_SIWX',
    'ERROR_FETCH_TRANSACTIONS',
  ])
})

test('behavior: a rejected send is swallowed and logged', async () => {
  const failure = new Error('HTTP 500')
  const { listener, log } = setup({ send: () => Promise.reject(failure) })
  expect(() => listener(open)).not.toThrow()
  await vi.waitFor(() =>
    expect(log.warn).toHaveBeenCalledWith('analytics: an event was not sent', failure),
  )
})

test('behavior: a throwing send, isEnabled, getUrl or getAddress never throws out', () => {
  const boom = () => {
    throw new Error('boom')
  }
  for (const overrides of [
    { send: boom },
    { isEnabled: boom },
    { getUrl: boom },
    { getAddress: boom },
  ]) {
    const { listener, log } = setup(overrides)
    expect(() => listener(open)).not.toThrow()
    expect(log.warn).toHaveBeenCalledTimes(1)
  }
  // without a logger too
  expect(() =>
    createAnalyticsSubscriber({ isEnabled: boom, send: boom, getUrl: boom })(open),
  ).not.toThrow()
})

test('behavior: works as a listener of the kit event stream', () => {
  const { listener, sent } = setup()
  const stream = createEventStream<KitEvent>()
  stream.subscribe(listener)
  stream.emit(open)
  stream.emit({ type: 'track', event: 'MODAL_CREATED' })
  expect(sent).toHaveLength(1)
})

test('behavior: sends any tracked event unchanged in props, except MODAL_CREATED', () => {
  fc.assert(
    fc.property(
      fc.constantFrom<KitEvent['event']>(
        'MODAL_CREATED',
        'MODAL_OPEN',
        'SWITCH_NETWORK',
        'CONNECT_ERROR',
      ),
      fc.dictionary(fc.string(), fc.jsonValue()),
      (name, properties) => {
        const { listener, sent } = setup()
        listener({ type: 'track', event: name, properties } as KitEvent)
        if (name === 'MODAL_CREATED') expect(sent).toHaveLength(0)
        else expect(sent[0]?.props).toEqual({ type: 'track', event: name, properties })
      },
    ),
  )
})
