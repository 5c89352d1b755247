import { assertNoPollution, hostileValue } from '@walletport/blockchain-api/test'
import fc from 'fast-check'
import { expect, test, vi } from 'vitest'
import type { ChainNamespace } from '../types/caip.js'
import type { Logger } from '../types/logger.js'
import { getActiveNetworkId } from './activeNetworkId.js'
import { getConnectedNamespaces } from './connectedNamespaces.js'
import { getConnectorId } from './connectorIds.js'
import { createKitStorage } from './createKitStorage.js'
import { createMemoryDriver } from './createMemoryDriver.js'
import {
  ACTIVE_NETWORK_ID_KEY,
  CONNECTED_NAMESPACES_KEY,
  CONNECTION_STATUS_KEY,
  CONNECTOR_IDS_KEY,
  RECENT_WALLETS_KEY,
} from './keys.js'
import { getRecentWallets } from './recentWallets.js'

const CHAIN_NAMESPACES: ChainNamespace[] = ['eip155', 'solana', 'bip122']

function createLog(): Logger {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() }
}

const KEYS = [
  ACTIVE_NETWORK_ID_KEY,
  CONNECTED_NAMESPACES_KEY,
  CONNECTION_STATUS_KEY,
  CONNECTOR_IDS_KEY,
  RECENT_WALLETS_KEY,
]

/** what a store can hold: JSON of any hostile value, or text that is not JSON at all */
const stored = fc.oneof(
  hostileValue().map((value) => {
    try {
      return JSON.stringify(value) ?? 'undefined'
    } catch {
      return '{'
    }
  }),
  fc.string(),
)

test('behavior: any stored state reads as valid state or nothing, never a throw', () => {
  fc.assert(
    fc.property(fc.array(stored, { minLength: KEYS.length, maxLength: KEYS.length }), (values) => {
      const driver = createMemoryDriver(
        Object.fromEntries(KEYS.map((key, index) => [`walletport:${key}`, values[index] ?? ''])),
      )
      const storage = createKitStorage({ driver, log: createLog() })
      const id = getActiveNetworkId(storage)
      if (id !== undefined) expect(id).toMatch(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)
      for (const namespace of getConnectedNamespaces(storage))
        expect(CHAIN_NAMESPACES).toContain(namespace)
      for (const namespace of CHAIN_NAMESPACES) {
        const connector = getConnectorId(storage, namespace)
        if (connector !== undefined) expect(connector).toBeTypeOf('string')
      }
      for (const wallet of getRecentWallets(storage)) {
        expect(Object.getPrototypeOf(wallet)).toBe(Object.prototype)
        expect(wallet.id).toBeTypeOf('string')
      }
      assertNoPollution()
    }),
    { numRuns: 40 },
  )
  // long and deep values are serialised and read five times a run
}, 60_000)
