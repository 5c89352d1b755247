import {
  ADDRESS,
  createTestServer,
  DOCUMENTED_API,
  PROJECT_ID,
  type TestServer,
} from '@walletport/blockchain-api/test'
import { connect } from '../actions/connect.js'
import { type MockAdapterParameters, mockAdapter } from '../adapter/mockAdapter.js'
import { hostedData } from '../data/hostedData.js'
import type { KitEvent } from '../events/types.js'
import { createKit } from '../kit/createKit.js'
import type { KitOptions } from '../kit/kitOptions.js'
import { arbitrum, mainnet, monadTestnet } from '../networks/evm.js'
import { createMemoryDriver } from '../storage/createMemoryDriver.js'

export { ADDRESS, PROJECT_ID }

/** blockchain-api's local server speaking the documented data-service API */
export const startDataServer = (): Promise<TestServer> => createTestServer(DOCUMENTED_API)

export type CreateFeatureKitParameters = Partial<KitOptions> & {
  mock?: Partial<MockAdapterParameters>
}

/**
 * A kit on mainnet, arbitrum and monad testnet (not a swap network) with one eip155 mock
 * wallet holding ADDRESS, and the hosted data source pointed at `server`.
 */
export function createFeatureKit(
  server: Pick<TestServer, 'url'>,
  { mock, ...options }: CreateFeatureKitParameters = {},
) {
  const adapter = mockAdapter({
    namespace: 'eip155',
    accounts: [ADDRESS],
    balance: 10n ** 18n,
    ...mock,
  })
  const kit = createKit({
    networks: [mainnet, arbitrum, monadTestnet],
    adapters: [adapter],
    storage: createMemoryDriver(),
    logLevel: 'silent',
    projectId: PROJECT_ID,
    endpoints: { dataService: server.url },
    dataSource: hostedData({ retry: false }),
    ...options,
  })
  const events: KitEvent[] = []
  kit._internal.events.subscribe((event) => events.push(event))
  return { kit, adapter, events }
}

/** connects the mock wallet on the kit's first network */
export async function connectKit(kit: ReturnType<typeof createFeatureKit>['kit']) {
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
}
