import {
  ADDRESS,
  createTestServer,
  DOCUMENTED_API,
  PROJECT_ID,
  type TestServer,
} from '@walletport/blockchain-api/test'
import { hostedData } from '@walletport/core'
import { type CreateTestKitParameters, createTestKit } from './createTestKit.js'

export { ADDRESS }

/**
 * blockchain-api's local server speaking the documented data-service API. A test file that
 * reads it from happy-dom lets its cross-origin requests through with the docblock
 * `@vitest-environment-options {"settings": {"fetch": {"disableSameOriginPolicy": true}}}`.
 */
export const startDataServer = (): Promise<TestServer> => createTestServer(DOCUMENTED_API)

/**
 * A test kit (mainnet and arbitrum, the eip155 mock wallet) whose wallet holds the server's
 * ADDRESS, with the hosted data source pointed at `server`: the account features run through
 * core's real actions against the documented API.
 */
export function createFeatureTestKit(
  server: TestServer,
  { mock, ...options }: CreateTestKitParameters = {},
) {
  return createTestKit({
    projectId: PROJECT_ID,
    endpoints: { dataService: server.url },
    dataSource: hostedData({ retry: false }),
    mock: { accounts: [ADDRESS], ...mock },
    ...options,
  })
}
