import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { open } from '../actions/open.js'
import { destroyKit } from '../kit/destroyKit.js'
import type { KitOptions } from '../kit/kitOptions.js'
import { createTestKit, evmAddress } from '../test/createTestKit.js'
import { type HttpRoutes, type HttpServer, startHttpServer } from '../test/startHttpServer.js'
import { SDK_TYPE, SDK_VERSION } from '../version.js'
import { type HostedAnalyticsParameters, hostedAnalytics } from './hostedAnalytics.js'

// the analytics host and the explorer's analytics config (SPEC section 7)
const routes =
  (config: { analytics: boolean } | 'fail' = { analytics: true }, status = 200): HttpRoutes =>
  ({ method, path }) => {
    if (method === 'POST' && path === '/e') return { status, json: {} }
    if (method === 'GET' && path === '/explorer/getAnalyticsConfig')
      return config === 'fail'
        ? { status: 500, json: { message: 'down' } }
        : { json: { isAnalyticsEnabled: config.analytics } }
    return undefined
  }

let server: HttpServer
beforeAll(async () => {
  server = await startHttpServer(routes())
})
afterAll(() => server.close())
afterEach(() => {
  server.setRoutes(routes())
  server.requests.length = 0
})

const sent = () => server.requests.filter((r) => r.path === '/e')
const sentEvents = () => sent().map((r) => (r.json as { props: { event: string } }).props.event)
const quiet = () => new Promise((resolve) => setTimeout(resolve, 50))

function setup(options: Partial<KitOptions> = {}, parameters: HostedAnalyticsParameters = {}) {
  return createTestKit({
    projectId: 'test-project',
    features: { analytics: true },
    // no explorer: the project's config is not asked unless a test gives one
    endpoints: { analytics: server.url, explorer: false },
    plugins: [
      hostedAnalytics({
        getUrl: () => 'https://app.example/shop?x=1',
        now: () => 42,
        retry: false,
        ...parameters,
      }),
    ],
    ...options,
  })
}

test('default', async () => {
  const { kit } = setup()
  await open(kit)
  await vi.waitFor(() => expect(sent()).toHaveLength(1))
  const [request] = sent()
  expect(Object.fromEntries(request?.query ?? [])).toEqual({
    projectId: 'test-project',
    st: SDK_TYPE,
    sv: SDK_VERSION,
  })
  expect(request?.json).toEqual({
    eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    url: 'https://app.example/shop?x=1',
    domain: 'app.example',
    timestamp: 42,
    props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
  })
  // the connected address goes along
  await connect(kit, { connectorId: 'mock' })
  await vi.waitFor(() => expect(sentEvents()).toContain('CONNECT_SUCCESS'))
  expect(sent().at(-1)?.json).toMatchObject({
    props: { event: 'CONNECT_SUCCESS', address: evmAddress },
  })
})

test('behavior: MODAL_CREATED is never sent', async () => {
  const { kit } = setup()
  kit._internal.events.emit({ type: 'track', event: 'MODAL_CREATED' })
  await open(kit)
  await vi.waitFor(() => expect(sentEvents()).toEqual(['MODAL_OPEN']))
  await quiet()
  expect(sentEvents()).toEqual(['MODAL_OPEN'])
})

test('behavior: nothing is sent with the analytics flag off, or no analytics endpoint', async () => {
  const off = setup({ features: { analytics: false } })
  await open(off.kit)
  const none = setup({ endpoints: { analytics: false, explorer: false } })
  await open(none.kit)
  await quiet()
  expect(server.requests).toEqual([])
})

test('parameters: baseUrl replaces the kit endpoint', async () => {
  const { kit } = setup({ endpoints: { explorer: false } }, { baseUrl: server.url })
  await open(kit)
  await vi.waitFor(() => expect(sentEvents()).toEqual(['MODAL_OPEN']))
})

test('behavior: the explorer config is asked first; events wait for it', async () => {
  const { kit } = setup({
    endpoints: { analytics: server.url, explorer: `${server.url}/explorer` },
  })
  // emitted before the config answers: kept, then sent
  await open(kit)
  await vi.waitFor(() => expect(sentEvents()).toEqual(['MODAL_OPEN']))
  expect(server.requests.map((r) => r.path)).toEqual(['/explorer/getAnalyticsConfig', '/e'])
  expect(Object.fromEntries(server.requests[0]?.query ?? [])).toMatchObject({
    projectId: 'test-project',
    st: SDK_TYPE,
    sv: SDK_VERSION,
  })
})

test('behavior: a project with analytics off, or an unreadable config, sends nothing', async () => {
  for (const config of [{ analytics: false }, 'fail'] as const) {
    server.setRoutes(routes(config))
    const { kit } = setup({
      endpoints: { analytics: server.url, explorer: `${server.url}/explorer` },
    })
    await open(kit)
    await vi.waitFor(() =>
      expect(server.requests.map((r) => r.path)).toContain('/explorer/getAnalyticsConfig'),
    )
    await quiet()
    kit._internal.modal.setOpen(false)
    await open(kit)
    await quiet()
    expect(sent()).toEqual([])
    server.requests.length = 0
  }
})

test('behavior: a 403 shows the invalid configuration alert, and nothing throws', async () => {
  server.setRoutes(routes({ analytics: true }, 403))
  const { kit } = setup()
  await open(kit)
  await vi.waitFor(() => expect(kit.$alert.get()).toBe('INVALID_APP_CONFIGURATION'))
})

test('behavior: destroyKit stops sending', async () => {
  const { kit } = setup()
  destroyKit(kit)
  await open(kit)
  await quiet()
  expect(server.requests).toEqual([])
})
