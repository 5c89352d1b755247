import { createAnalytics } from '../analytics/createAnalytics.js'
import {
  type CreateDataServiceOptions,
  createDataService,
} from '../dataService/createDataService.js'
import type { ServiceOptions } from '../http/ServiceOptions.js'
import type { Sleep } from '../http/sleep.js'
import { createWalletExplorer } from '../walletExplorer/createWalletExplorer.js'
import type { TestServer } from './createTestServer.js'
import { PROJECT_ID, SDK } from './documentedApi.js'

/** A sleep that records each wait and returns at once, unless the signal has aborted. */
export function recordSleeps() {
  const delays: number[] = []
  const sleep: Sleep = async (ms, signal) => {
    if (signal?.aborted) throw signal.reason
    delays.push(ms)
  }
  return { delays, sleep }
}

/** A clock the test moves by hand. */
export function createClock(start = 1_700_000_000_000) {
  let time = start
  return {
    now: () => time,
    advance(ms: number) {
      time += ms
    },
  }
}

const base = (server: TestServer) => ({
  projectId: PROJECT_ID,
  ...SDK,
  retry: false as const,
  baseUrl: server.url,
})

export const testDataService = (
  server: TestServer,
  options: Partial<CreateDataServiceOptions> = {},
) => createDataService({ ...base(server), ...options })

export const testWalletExplorer = (server: TestServer, options: Partial<ServiceOptions> = {}) =>
  createWalletExplorer({ ...base(server), baseUrl: `${server.url}/explorer`, ...options })

export const testAnalytics = (server: TestServer, options: Partial<ServiceOptions> = {}) =>
  createAnalytics({ ...base(server), baseUrl: `${server.url}/analytics`, ...options })
