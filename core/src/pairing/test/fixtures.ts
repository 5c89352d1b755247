import { createKitStorage } from '../../storage/createKitStorage.js'
import { createMemoryDriver } from '../../storage/createMemoryDriver.js'
import type { Logger } from '../../types/logger.js'
import type { Network } from '../../types/network.js'
import type { StorageDriver } from '../../types/storage.js'

export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} }

export const TEST_PROJECT_ID = '00000000000000000000000000000000'

export const TEST_METADATA = {
  name: 'Walletport test',
  description: 'pairing tests',
  url: 'http://127.0.0.1',
  icons: [],
}

/** a port nothing listens on: a network whose reads must never happen points here */
const UNUSED_RPC = 'http://127.0.0.1:9'

/** the kit's networks for a test: anvil as eip155:31337, and two that are never read */
export function testNetworks(anvilUrl: string): Network[] {
  const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 }
  return [
    {
      id: 31337,
      name: 'Anvil',
      nativeCurrency: ether,
      rpcUrls: { default: { http: [anvilUrl] } },
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:31337',
      testnet: true,
    },
    {
      id: 1,
      name: 'Ethereum (not read)',
      nativeCurrency: ether,
      rpcUrls: { default: { http: [UNUSED_RPC] } },
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:1',
    },
    {
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      name: 'Solana (not read)',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: [UNUSED_RPC] } },
      chainNamespace: 'solana',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      deprecatedCaipNetworkId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
    },
  ]
}

/** a kit storage over `driver`; two storages over one driver are one page reloaded */
export function testStorage(driver: StorageDriver = createMemoryDriver()) {
  return createKitStorage({ driver, log: silentLogger })
}

/**
 * Keeps a test on this machine: fetch to anything but 127.0.0.1 fails and is recorded, and
 * WalletConnect's test switch (`IS_VITEST`) turns off its verify and telemetry calls.
 */
export function stayOffline() {
  const attempts: string[] = []
  const original = globalThis.fetch
  const previous = process.env.IS_VITEST
  process.env.IS_VITEST = 'true'
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.hostname !== '127.0.0.1') {
      attempts.push(url.href)
      throw new TypeError(`offline test: ${url.href} is outside the machine`)
    }
    return original(input, init)
  }
  return {
    attempts,
    restore() {
      globalThis.fetch = original
      if (previous === undefined) delete process.env.IS_VITEST
      else process.env.IS_VITEST = previous
    },
  }
}

/** resolves when `check` holds, polling; rejects after `timeout` ms */
export async function waitFor(check: () => boolean, timeout = 5_000, label = 'condition') {
  const deadline = Date.now() + timeout
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
