import type { Account } from '@walletport/core'
import {
  type AdapterContext,
  type CaipNetworkId,
  createKitStorage,
  createLogger,
  createMemoryDriver,
  type DataSource,
  type Network,
} from '@walletport/core'

export type AdapterCall =
  | { type: 'accountsChanged'; connectorId: string; accounts: readonly Account[] }
  | { type: 'networkChanged'; connectorId: string; networkId: CaipNetworkId }
  | { type: 'disconnected'; connectorId: string }

export type LogLine = {
  level: 'debug' | 'info' | 'warn' | 'error'
  message: string
  data: unknown[]
}

export type CreateTestContextParameters = {
  networks?: readonly Network[]
  dataSource?: DataSource
  projectId?: string
}

/**
 * The context a kit gives an adapter, built from core's own storage and logger, with every
 * report the adapter makes (and every log line) recorded for assertions.
 */
export function createTestContext({
  networks = [],
  dataSource,
  projectId,
}: CreateTestContextParameters = {}) {
  const calls: AdapterCall[] = []
  const logs: LogLine[] = []
  const line =
    (level: LogLine['level']) =>
    (message: string, ...data: unknown[]) =>
      void logs.push({ level, message, data })
  const log = createLogger({
    level: 'debug',
    sink: { debug: line('debug'), info: line('info'), warn: line('warn'), error: line('error') },
  })
  const ctx: AdapterContext = {
    networks,
    storage: createKitStorage({ driver: createMemoryDriver(), log }),
    projectId,
    dataSource,
    log,
    pairing: undefined,
    accountsChanged: (p) => void calls.push({ type: 'accountsChanged', ...p }),
    networkChanged: (p) => void calls.push({ type: 'networkChanged', ...p }),
    disconnected: (p) => void calls.push({ type: 'disconnected', ...p }),
  }
  return { ctx, calls, logs }
}
