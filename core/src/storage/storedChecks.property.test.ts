import fc from 'fast-check'
import * as v from 'valibot'
import { expect, test, vi } from 'vitest'
import type { KitStorage, StorageDriver } from '../types/storage.js'
import { isCaipNetworkId } from '../utils/parseCaipNetworkId.js'
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

// The readers that run before the first click check stored values by hand (the size budget,
// see standardCheck.ts). The valibot schemas they replaced are the reference here: the same
// values read, the same entries dropped, the same warnings.

const optionalString = v.optional(v.string())
const REFERENCE: Record<string, v.GenericSchema> = {
  [ACTIVE_NETWORK_ID_KEY]: v.string(),
  [CONNECTION_STATUS_KEY]: v.string(),
  [CONNECTED_NAMESPACES_KEY]: v.array(v.string()),
  [CONNECTOR_IDS_KEY]: v.object({
    eip155: optionalString,
    solana: optionalString,
    bip122: optionalString,
  }),
  [RECENT_WALLETS_KEY]: v.array(
    v.object({
      id: v.string(),
      name: v.string(),
      imageUrl: optionalString,
      imageId: optionalString,
      rdns: optionalString,
      connectorId: optionalString,
    }),
  ),
}

/** each reader, and what it makes of the reference schema's output */
const READERS: Record<string, [(s: KitStorage) => unknown, (output: unknown) => unknown]> = {
  [ACTIVE_NETWORK_ID_KEY]: [getActiveNetworkId, (id) => (isCaipNetworkId(id) ? id : undefined)],
  [CONNECTOR_IDS_KEY]: [
    (s) => (['eip155', 'solana', 'bip122'] as const).map((ns) => getConnectorId(s, ns)),
    (ids) =>
      ['eip155', 'solana', 'bip122'].map((ns) => (ids as Record<string, string> | undefined)?.[ns]),
  ],
  [RECENT_WALLETS_KEY]: [getRecentWallets, (wallets) => wallets ?? []],
}

const text = fc.oneof(fc.string(), fc.constantFrom('eip155:1', 'solana:x', 'a:b:c', 'eip155'))
const loose = fc.oneof(text, fc.jsonValue(), fc.constant(null))
const maybe = (arbitrary: fc.Arbitrary<unknown>) => fc.option(arbitrary, { nil: undefined })
const wallet = fc.record(
  {
    id: fc.oneof(text, loose),
    name: fc.oneof(text, loose),
    imageUrl: maybe(fc.oneof(text, loose)),
    rdns: maybe(fc.oneof(text, loose)),
    connectorId: maybe(text),
    extra: loose,
  },
  { requiredKeys: [] },
)
/** stored text: mostly close to each shape, so both outcomes are common */
const stored = fc.oneof(
  fc.string(),
  loose.map((j) => JSON.stringify(j)),
  fc.array(fc.oneof(text, loose)).map((j) => JSON.stringify(j)),
  fc.array(wallet, { maxLength: 3 }).map((j) => JSON.stringify(j)),
  fc
    .record(
      { eip155: maybe(fc.oneof(text, loose)), solana: maybe(text), other: loose },
      { requiredKeys: [] },
    )
    .map((j) => JSON.stringify(j)),
)

function createLog() {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() }
}

function storageOver(driver: StorageDriver) {
  const log = createLog()
  return { log, storage: createKitStorage({ driver, log }) }
}

test('behavior: each hand-written check reads, drops and warns as its valibot schema did', () => {
  fc.assert(
    fc.property(fc.constantFrom(...Object.keys(REFERENCE)), stored, (key, raw) => {
      const entry = { [`walletport:${key}`]: raw }
      const ours = createMemoryDriver(entry)
      const theirs = createMemoryDriver(entry)
      const a = storageOver(ours)
      const b = storageOver(theirs)
      const reference = b.storage.get(key, REFERENCE[key] as v.GenericSchema)
      const reader = READERS[key]
      if (reader) expect(reader[0](a.storage)).toEqual(reader[1](reference))
      else expect(a.storage.get(key, REFERENCE[key] as v.GenericSchema)).toEqual(reference)
      expect(ours.getItem(`walletport:${key}`)).toBe(theirs.getItem(`walletport:${key}`))
      expect(a.log.warn.mock.calls.map((call) => call[0])).toEqual(
        b.log.warn.mock.calls.map((call) => call[0]),
      )
    }),
    { numRuns: 300 },
  )
  // a loaded machine runs the whole suite beside it
}, 60_000)

test('behavior: the connected namespaces read as the valibot schemas read them', () => {
  fc.assert(
    fc.property(stored, stored, (status, namespaces) => {
      const entries = {
        [`walletport:${CONNECTION_STATUS_KEY}`]: status,
        [`walletport:${CONNECTED_NAMESPACES_KEY}`]: namespaces,
      }
      const ours = createMemoryDriver(entries)
      const theirs = storageOver(createMemoryDriver(entries)).storage
      const expected =
        theirs.get(CONNECTION_STATUS_KEY, v.string()) !== 'connected'
          ? []
          : (theirs.get(CONNECTED_NAMESPACES_KEY, v.array(v.string())) ?? []).filter((ns) =>
              ['eip155', 'solana', 'bip122'].includes(ns),
            )
      expect(getConnectedNamespaces(storageOver(ours).storage)).toEqual(expected)
    }),
    { numRuns: 200 },
  )
}, 60_000)
