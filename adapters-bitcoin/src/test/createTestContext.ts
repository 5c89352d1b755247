import {
  type Account,
  type AdapterContext,
  type CaipNetworkId,
  createKitStorage,
  createLogger,
  createMemoryDriver,
  type DataSource,
  type LogLevel,
  type Network,
} from '@walletport/core'

/** Everything the adapter reported to the kit, in order. */
export type ContextCall =
  | { type: 'accountsChanged'; connectorId: string; accounts: readonly Account[] }
  | { type: 'networkChanged'; connectorId: string; networkId: CaipNetworkId }
  | { type: 'disconnected'; connectorId: string }

export type LogLine = { level: Exclude<LogLevel, 'silent'>; message: string; data: unknown[] }

/**
 * An AdapterContext as createKit would build it (kit storage on a memory driver, a leveled
 * logger), recording the adapter's reports and log lines instead of updating stores.
 */
export function createTestContext({
  networks,
  dataSource,
  projectId,
}: {
  networks: readonly Network[]
  dataSource?: DataSource
  projectId?: string
}) {
  const calls: ContextCall[] = []
  const logs: LogLine[] = []
  const record =
    (level: LogLine['level']) =>
    (message: string, ...data: unknown[]) =>
      void logs.push({ level, message, data })
  const log = createLogger({
    level: 'debug',
    sink: {
      debug: record('debug'),
      info: record('info'),
      warn: record('warn'),
      error: record('error'),
    },
  })
  const driver = createMemoryDriver()
  const ctx: AdapterContext = {
    networks,
    storage: createKitStorage({ driver, log }),
    projectId,
    dataSource,
    log,
    pairing: undefined,
    accountsChanged: (p) => void calls.push({ type: 'accountsChanged', ...p }),
    networkChanged: (p) => void calls.push({ type: 'networkChanged', ...p }),
    disconnected: (p) => void calls.push({ type: 'disconnected', ...p }),
  }
  return { ctx, calls, logs, driver }
}
