import { afterAll, expect, test } from 'vitest'
import { createTestServer } from '../test/createTestServer.js'
import { DOCUMENTED_API, PROJECT_ID } from '../test/documentedApi.js'
import { testWalletExplorer } from '../test/setup.js'

const server = await createTestServer(DOCUMENTED_API)
afterAll(() => server.close())

test('default', async () => {
  const url = testWalletExplorer(server).getWalletImageUrl('img-w1')
  expect(url).toBe(
    `${server.url}/explorer/getWalletImage/img-w1?projectId=${PROJECT_ID}&st=walletport&sv=js-0.0.0`,
  )
  // the documented server serves it
  const response = await fetch(url)
  expect([response.status, await response.text()]).toEqual([200, 'PNG'])
})

test('parameters: the four image kinds', () => {
  const explorer = testWalletExplorer(server)
  const paths = [
    explorer.getWalletImageUrl('a'),
    explorer.getAssetImageUrl('b'),
    explorer.getCurrencyImageUrl('USD'),
    explorer.getTokenImageUrl('ETH'),
  ].map((url) => new URL(url).pathname)
  expect(paths).toEqual([
    '/explorer/getWalletImage/a',
    '/explorer/public/getAssetImage/b',
    '/explorer/public/getCurrencyImage/USD',
    '/explorer/public/getTokenImage/ETH',
  ])
})

test('behavior: an id stays one path segment', () => {
  const explorer = testWalletExplorer(server)
  expect(new URL(explorer.getTokenImageUrl('../x?y')).pathname).toBe(
    '/explorer/public/getTokenImage/..%2Fx%3Fy',
  )
  expect(() => explorer.getWalletImageUrl('..')).toThrowError('Invalid path parameter')
})
