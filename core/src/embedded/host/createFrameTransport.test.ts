// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"enableIframePageLoading":true,"suppressInsecureJavaScriptEnvironmentWarning":true}}
import { afterEach, expect, test, vi } from 'vitest'
import type { Logger } from '../../types/logger.js'
import { useTestFrame } from '../test/useTestFrame.js'
import { createFrameTransport } from './createFrameTransport.js'
import { FRAME_CHANNEL } from './frameSchemas.js'

const frame = useTestFrame()

function logger() {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() } satisfies Logger
}

function create(query = '', log = logger()) {
  const events: unknown[] = []
  const statuses: string[] = []
  const transport = createFrameTransport({
    frameUrl: `${frame.get().url}${query}`,
    projectId: 'p1',
    log,
    onEvent: (event) => events.push(event),
    onStatus: (status) => statuses.push(status),
  })
  return { transport, events, statuses, log }
}

const open: { destroy(): void }[] = []
afterEach(() => {
  vi.useRealTimers()
  for (const transport of open.splice(0)) transport.destroy()
})

function track<T extends { transport: { destroy(): void } }>(made: T): T {
  open.push(made.transport)
  return made
}

test('default: one hidden frame, READY, then requests paired with their replies', async () => {
  const { transport, statuses } = track(create())
  expect(transport.frame).toBeUndefined()
  const answer = await transport.request('CONNECT_EMAIL', { email: 'a@b.co' })
  expect(answer).toEqual({ action: 'VERIFY_OTP' })
  expect(statuses).toEqual(['loading', 'ready'])
  const src = new URL(transport.frame?.src ?? '')
  expect(src.searchParams.get('origin')).toBe(frame.get().origin)
  expect(src.searchParams.get('projectId')).toBe('p1')
  expect(document.querySelectorAll('iframe')).toHaveLength(1)
  await expect(transport.request('CONNECT_OTP', { otp: '000000' })).rejects.toThrowError(
    'Invalid code',
  )
})

test('behavior: the first request waits 500 ms after READY', async () => {
  const { transport } = track(create())
  const sent: number[] = []
  const started = Date.now()
  await transport.ready()
  sent.push(Date.now() - started)
  expect(sent[0]).toBeGreaterThanOrEqual(500)
})

test('parameters: a payload that fails its schema is refused before sending', async () => {
  const { transport } = track(create())
  await expect(
    transport.request('CONNECT_EMAIL', { email: 'not an email' }),
  ).rejects.toThrowErrorMatchingInlineSnapshot(`
    [ProviderRpcError: Invalid CONNECT_EMAIL payload: Invalid email: Received "not an email"

    Code: -32602]
  `)
  expect(transport.frame).toBeUndefined()
})

test('behavior: messages from another origin, or another window of its origin, are ignored', async () => {
  const { transport } = track(create('?silent=IS_CONNECTED'))
  await transport.ready()
  // what the host sends, read inside the (same-origin) frame
  const ids: string[] = []
  transport.frame?.contentWindow?.addEventListener('message', (event) =>
    ids.push((event as MessageEvent).data.id),
  )
  const pending = transport.request('IS_CONNECTED', {})
  const settled = vi.fn()
  pending.then(settled, settled)
  // postMessage delivery is a task, later on a loaded machine: wait for it, not a fixed time
  await vi.waitFor(() => expect(ids).toHaveLength(1))
  const reply = (
    origin: string,
    source: Window | null | undefined = transport.frame?.contentWindow,
  ) =>
    new MessageEvent('message', {
      origin,
      source,
      data: {
        channel: FRAME_CHANNEL,
        type: 'IS_CONNECTED_SUCCESS',
        id: ids[0],
        payload: { isConnected: true },
      },
    })
  window.dispatchEvent(reply('https://evil.example'))
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(settled).not.toHaveBeenCalled()
  // the frame's origin from another window of it (a popup, a second frame): ignored as well
  const other = document.createElement('iframe')
  document.body.append(other)
  for (const source of [window, other.contentWindow, null])
    window.dispatchEvent(reply(frame.get().origin, source))
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(settled).not.toHaveBeenCalled()
  other.remove()
  // the same reply from the frame's origin and window settles it
  window.dispatchEvent(reply(frame.get().origin))
  await expect(pending).resolves.toEqual({ isConnected: true })
})

test('behavior: a malformed message is dropped with a log line, never thrown', async () => {
  const { transport, log, events } = track(create())
  await transport.ready()
  const origin = frame.get().origin
  const source = transport.frame?.contentWindow ?? null
  for (const data of [
    null,
    'READY',
    { channel: FRAME_CHANNEL, type: 42 },
    { channel: FRAME_CHANNEL, type: 'FRAME_HEIGHT', payload: { height: 'tall' } },
    { channel: 'other', type: 'READY' },
  ])
    window.dispatchEvent(new MessageEvent('message', { origin, source, data }))
  expect(log.warn).toHaveBeenCalledTimes(2)
  expect(events).toEqual([])
  window.dispatchEvent(
    new MessageEvent('message', {
      origin,
      source,
      data: { channel: FRAME_CHANNEL, type: 'FRAME_HEIGHT', payload: { height: 300 } },
    }),
  )
  expect(events).toEqual([{ type: 'FRAME_HEIGHT', payload: { height: 300 } }])
  expect(await transport.request('IS_CONNECTED', {})).toEqual({ isConnected: false })
})

test('behavior: connect-type requests time out after 30 s', async () => {
  const { transport } = track(create('?silent=CONNECT_EMAIL'))
  await transport.ready()
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  const pending = transport.request('CONNECT_EMAIL', { email: 'a@b.co' })
  const settled = vi.fn()
  pending.catch(settled)
  await vi.advanceTimersByTimeAsync(29_999)
  expect(settled).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(1)
  await expect(pending).rejects.toThrowError('Connection timed out')
})

test('behavior: abort rejects only the abortable requests in flight', async () => {
  const { transport } = track(create('?silent=RPC_REQUEST'))
  await transport.ready()
  const unsafe = transport.request(
    'RPC_REQUEST',
    { method: 'personal_sign', chainId: 1, namespace: 'eip155' },
    { abortable: true },
  )
  const safe = transport.request('RPC_REQUEST', {
    method: 'eth_call',
    chainId: 1,
    namespace: 'eip155',
  })
  const safeSettled = vi.fn()
  safe.then(safeSettled, safeSettled)
  transport.abort()
  await expect(unsafe).rejects.toThrowError('Request was aborted')
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(safeSettled).not.toHaveBeenCalled()
})

test('behavior: a frame that never gets ready gives the dependency error', async () => {
  const { transport, statuses } = track(create('?noready=1'))
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  const ready = transport.ready()
  ready.catch(() => {})
  await vi.advanceTimersByTimeAsync(30_000)
  await expect(ready).rejects.toThrowError('Unable to load email login dependency')
  expect(statuses).toEqual(['loading', 'failed'])
  expect(transport.frame).toBeUndefined()
})

test('behavior: a Farcaster link that is not http(s) is refused, never handed on', async () => {
  for (const url of [
    'javascript:alert(document.domain)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,x',
  ]) {
    const { transport } = track(create(`?farcaster=${encodeURIComponent(url)}`))
    await expect(transport.request('GET_FARCASTER_URI', {})).rejects.toMatchObject({
      name: 'FrameUnknownError',
    })
    transport.destroy()
  }
  const { transport } = track(create('?farcaster=https%3A%2F%2Fwarpcast.com%2F~%2Fsiwf%3Fc%3D1'))
  expect(await transport.request('GET_FARCASTER_URI', {})).toEqual({
    url: 'https://warpcast.com/~/siwf?c=1',
  })
})
