import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { fetchWallets } from '../actions/fetchWallets.js'
import type { HttpServer } from '../test/startHttpServer.js'
import { createExplorerKit, documentedExplorer, startExplorer } from './test/explorerServer.js'

let server: HttpServer
beforeAll(async () => {
  server = await startExplorer()
})
afterAll(() => server.close())

test('behavior: wallets that do not parse are left out and logged, the rest listed', async () => {
  server.setRoutes((request) => {
    const reply = documentedExplorer(request)
    const body = reply?.json as { data: unknown[]; count: number } | undefined
    if (!body) return reply
    // the second row lost its name: a changed shape on the service's side
    return { json: { ...body, data: body.data.map((w, i) => (i === 1 ? { id: 'w1' } : w)) } }
  })
  const { kit } = createExplorerKit(server)
  const warn = vi.spyOn(kit.log, 'warn')
  const state = await fetchWallets(kit)
  expect(state.wallets.some((w) => w.id === 'w1')).toBe(false)
  expect(state.wallets.some((w) => w.id === 'w2')).toBe(true)
  expect(warn).toHaveBeenCalledWith(
    expect.stringContaining('walletExplorer: GET /getWallets sent wallets that do not parse'),
    expect.any(Array),
  )
})
