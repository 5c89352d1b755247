import type { TestServer } from '@walletport/blockchain-api/test'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { startDataServer } from './createFeatureKit.js'

/**
 * The one data-service fixture of core's tests: blockchain-api's local server speaking the
 * documented API, started before the file's tests, reset (routes and recorded requests)
 * after each and closed at the end. The answer stands for the server once it has started.
 */
export function useDataServer(): TestServer {
  let server: TestServer | undefined
  beforeAll(async () => {
    server = await startDataServer()
  })
  afterEach(() => server?.reset())
  afterAll(() => server?.close())
  const started = () => {
    if (!server) throw new Error('useDataServer: the server starts in beforeAll')
    return server
  }
  return new Proxy({} as TestServer, {
    get(_, key) {
      const value: unknown = Reflect.get(started(), key)
      return typeof value === 'function' ? value.bind(started()) : value
    },
  })
}
