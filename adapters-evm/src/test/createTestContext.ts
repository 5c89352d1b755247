import {
  type Account,
  type AdapterContext,
  type CaipNetworkId,
  createKitStorage,
  createLogger,
  createMemoryDriver,
  type DataSource,
  type Network,
  type StorageDriver,
} from '@walletport/core'

export type TestContext = {
  ctx: AdapterContext
  driver: StorageDriver
  accountsChanged: { connectorId: string; accounts: readonly Account[] }[]
  networkChanged: { connectorId: string; networkId: CaipNetworkId }[]
  disconnected: { connectorId: string }[]
}

/**
 * The AdapterContext core will give the adapter, built from core's storage and logger, with
 * every report the adapter makes recorded for assertions.
 */
export function createTestContext({
  networks,
  dataSource,
  projectId,
  driver = createMemoryDriver(),
}: {
  networks: readonly Network[]
  dataSource?: DataSource
  projectId?: string
  driver?: StorageDriver
}): TestContext {
  const log = createLogger({ level: 'silent' })
  const record: Omit<TestContext, 'ctx' | 'driver'> = {
    accountsChanged: [],
    networkChanged: [],
    disconnected: [],
  }
  const ctx: AdapterContext = {
    networks,
    storage: createKitStorage({ driver, log }),
    projectId,
    dataSource,
    log,
    pairing: undefined,
    accountsChanged: (p) => void record.accountsChanged.push(p),
    networkChanged: (p) => void record.networkChanged.push(p),
    disconnected: (p) => void record.disconnected.push(p),
  }
  return { ctx, driver, ...record }
}
