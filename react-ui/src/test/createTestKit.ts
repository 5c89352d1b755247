import {
  arbitrum,
  createKit,
  createMemoryDriver,
  type KitOptions,
  type MockAdapterParameters,
  mainnet,
  mockAdapter,
  type StorageDriver,
} from '@walletport/core'

export const evmAddress = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
/** 1.2345678 ETH */
export const evmBalance = 1_234_567_800_000_000_000n

export type CreateTestKitParameters = Partial<KitOptions> & {
  mock?: Partial<MockAdapterParameters>
  driver?: StorageDriver
}

/** A real kit on mainnet and arbitrum with core's eip155 mock wallet and memory storage. */
export function createTestKit({ mock, driver, ...options }: CreateTestKitParameters = {}) {
  const adapter = mockAdapter({
    namespace: 'eip155',
    accounts: [evmAddress],
    balance: evmBalance,
    ...mock,
  })
  const storage = driver ?? createMemoryDriver()
  const kit = createKit({
    networks: [mainnet, arbitrum],
    adapters: [adapter],
    storage,
    logLevel: 'silent',
    isMobile: false,
    ...options,
  })
  return { kit, adapter, storage }
}
