import { type MockAdapterParameters, mockAdapter } from '../adapter/mockAdapter.js'
import { createKit } from '../kit/createKit.js'
import type { KitOptions } from '../kit/kitOptions.js'
import { arbitrum, mainnet } from '../networks/evm.js'
import { solana } from '../networks/solana.js'
import { createMemoryDriver } from '../storage/createMemoryDriver.js'
import type { StorageDriver } from '../types/storage.js'

export const evmAddress = '0x00000000000000000000000000000000000000a1'
export const evmAddress2 = '0x00000000000000000000000000000000000000b2'
export const solanaAddress = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

export type CreateTestKitParameters = Partial<KitOptions> & {
  mock?: Partial<MockAdapterParameters>
  driver?: StorageDriver
}

/** A kit on mainnet and arbitrum with one eip155 mock adapter and memory storage. */
export function createTestKit({ mock, driver, ...options }: CreateTestKitParameters = {}) {
  const adapter = mockAdapter({ namespace: 'eip155', accounts: [evmAddress], ...mock })
  const storage = driver ?? createMemoryDriver()
  const kit = createKit({
    networks: [mainnet, arbitrum],
    adapters: [adapter],
    storage,
    logLevel: 'silent',
    ...options,
  })
  return { kit, adapter, storage }
}

/** A kit on eip155 and solana, one mock adapter each. */
export function createTwoChainKit({
  evm,
  sol,
  ...options
}: Partial<KitOptions> & {
  evm?: Partial<MockAdapterParameters>
  sol?: Partial<MockAdapterParameters>
} = {}) {
  const evmAdapter = mockAdapter({ namespace: 'eip155', accounts: [evmAddress], ...evm })
  const solanaAdapter = mockAdapter({
    namespace: 'solana',
    accounts: [solanaAddress],
    connectors: [{ id: 'phantom', name: 'Phantom' }],
    ...sol,
  })
  const storage = createMemoryDriver()
  const kit = createKit({
    networks: [mainnet, arbitrum, solana],
    adapters: [evmAdapter, solanaAdapter],
    storage,
    logLevel: 'silent',
    ...options,
  })
  return { kit, evmAdapter, solanaAdapter, storage }
}
