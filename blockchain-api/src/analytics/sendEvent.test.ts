import { afterAll, afterEach, expect, test, vi } from 'vitest'
import { ALERTS } from '../errors/alerts.js'
import { createTestServer } from '../test/createTestServer.js'
import { DOCUMENTED_API, PROJECT_ID, SDK } from '../test/documentedApi.js'
import { createClock, recordSleeps, testAnalytics } from '../test/setup.js'

const server = await createTestServer(DOCUMENTED_API)
afterAll(() => server.close())
afterEach(() => server.reset())

const event = {
  url: 'https://app.test/shop',
  domain: 'app.test',
  props: {
    type: 'track',
    event: 'SIWX_AUTH_SUCCESS',
    address: '0x1111',
    properties: { network: 'eip155:1' },
  },
}

test('default', async () => {
  const clock = createClock(1_735_689_600_000)
  await expect(testAnalytics(server, { now: clock.now }).sendEvent(event)).resolves.toEqual({
    sent: true,
  })
  const [request] = server.requestsTo('/analytics/e')
  expect(Object.fromEntries(request?.query ?? [])).toEqual({
    projectId: PROJECT_ID,
    st: SDK.sdkType,
    sv: SDK.sdkVersion,
  })
  expect(request?.json).toEqual({
    eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    url: event.url,
    domain: event.domain,
    timestamp: 1_735_689_600_000,
    props: event.props,
  })
})

test('parameters: eventId and timestamp', async () => {
  await testAnalytics(server).sendEvent({ ...event, eventId: 'e-1', timestamp: 5 })
  expect(server.requestsTo('/analytics/e')[0]?.json).toMatchObject({ eventId: 'e-1', timestamp: 5 })
})

test('behavior: MODAL_CREATED is never sent', async () => {
  await expect(
    testAnalytics(server).sendEvent({ ...event, props: { event: 'MODAL_CREATED' } }),
  ).resolves.toEqual({ sent: false })
  expect(server.requests).toHaveLength(0)
})

test("behavior: a 403 reports 'Invalid App Configuration'", async () => {
  server.route('POST /analytics/e', () => ({ status: 403 }))
  const onAlert = vi.fn()
  const analytics = testAnalytics(server, { onAlert })
  await expect(analytics.sendEvent(event)).rejects.toMatchObject({
    status: 403,
    alert: ALERTS.INVALID_APP_CONFIGURATION,
  })
  await expect(analytics.sendEvent(event)).rejects.toMatchObject({ status: 403 })
  expect(onAlert).toHaveBeenCalledOnce()
  expect(onAlert.mock.calls[0]?.[0].title).toBe('Invalid App Configuration')
})

test('behavior: not repeated after a 500, repeated after a 429', async () => {
  const { sleep, delays } = recordSleeps()
  server.route('POST /analytics/e', () => ({ status: 500 }))
  await expect(testAnalytics(server, { retry: {}, sleep }).sendEvent(event)).rejects.toMatchObject({
    status: 500,
  })
  expect(server.requestsTo('/analytics/e')).toHaveLength(1)
  let calls = 0
  server.route('POST /analytics/e', () => (calls++ === 0 ? { status: 429 } : { status: 204 }))
  await expect(testAnalytics(server, { retry: {}, sleep }).sendEvent(event)).resolves.toEqual({
    sent: true,
  })
  expect(delays).toEqual([1000])
})
