import {
  assertNoPollution,
  assertPlainPrototypes,
  hostileRecord,
  hostileValue,
} from '@walletport/blockchain-api/test'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { BaseError } from '../errors/base.js'
import { describeNetworkIssues } from '../networks/describeNetworkIssues.js'
import { mainnet } from '../networks/evm.js'
import { solana } from '../networks/solana.js'
import type { KitOptions } from './kitOptions.js'
import { parseKitOptions } from './parseKitOptions.js'

// what a JavaScript caller or a bad config file can pass despite the types
const untyped = (options: unknown) => options as KitOptions

/** parses; a value or one of our errors, never another throw, and no prototype touched */
function check(options: unknown) {
  try {
    assertPlainPrototypes(parseKitOptions(untyped(options)).networks)
  } catch (error) {
    if (!(error instanceof BaseError)) throw error
  }
  assertNoPollution()
}

const valid = { projectId: 'p1', networks: [mainnet, solana], defaultNetwork: mainnet }

test('behavior: hostile whole options give options or a typed error', () => {
  fc.assert(fc.property(hostileValue(), check), { numRuns: 300 })
})

test('behavior: valid options with hostile fields added or replaced', () => {
  fc.assert(fc.property(hostileRecord(valid), check), { numRuns: 300 })
})

test('behavior: hostile network objects, in networks and as the default network', () => {
  const network = hostileRecord(mainnet as unknown as Record<string, unknown>)
  fc.assert(
    fc.property(network, network, (first, second) => {
      check({ networks: [first, solana] })
      check({ networks: [mainnet, second], defaultNetwork: first })
      // the hints for a bad network are plain text, whatever the network holds
      for (const hint of describeNetworkIssues(first, 'networks.0'))
        expect(hint).toBeTypeOf('string')
    }),
    { numRuns: 300 },
  )
})

test('behavior: the pollution payloads as options, networks and features', () => {
  for (const text of [
    '{"__proto__":{"polluted":"yes"},"networks":[]}',
    '{"constructor":{"prototype":{"polluted":"yes"}}}',
    '{"features":{"__proto__":{"polluted":"yes"}},"networks":[{"__proto__":{"polluted":"yes"}}]}',
  ])
    check(JSON.parse(text))
  check({ ...valid, features: JSON.parse('{"__proto__":{"polluted":"yes"},"swaps":true}') })
  expect({}).not.toHaveProperty('polluted')
})
