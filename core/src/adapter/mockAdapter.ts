import type { ChainNamespace } from '../types/caip.js'
import { isEip155SendAddress } from '../utils/parseEip155SendAddress.js'
import type { MockWallet } from './mock/createMockWallet.js'
import { createMockWallet } from './mock/createMockWallet.js'
import { mockCapabilities } from './mock/mockCapabilities.js'
import { mockConnection } from './mock/mockConnection.js'
import type { MockAdapter, MockAdapterParameters, MockFailures } from './mock/types.js'
import { formatUnits, parseUnits } from './mockUnits.js'

// the mock's parts that tests and apps use by name
export * from './mock/formatMockSiwxMessage.js'
export * from './mock/mockSignature.js'
export * from './mock/types.js'

const ADDRESS: Record<ChainNamespace, RegExp> = {
  eip155: /^0x[0-9a-fA-F]{40}$/,
  solana: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
  bip122: /^(bc1|tb1|bcrt1|[123mn])[a-zA-HJ-NP-Z0-9]{25,87}$/,
}

// what a test does to the wallet from outside, as a user or the wallet itself would
function mockControls(wallet: MockWallet) {
  return {
    setFailures(next: MockFailures) {
      wallet.failures = next
    },
    changeAccounts(list: Parameters<MockAdapter['changeAccounts']>[0]) {
      wallet.accounts = wallet.toAccounts(list)
      const { current, accounts } = wallet
      if (current) wallet.context?.accountsChanged({ connectorId: current, accounts })
      if (!accounts.length) wallet.current = undefined
    },
    changeNetwork(networkId: Parameters<MockAdapter['changeNetwork']>[0]) {
      wallet.networkId = networkId
      const connectorId = wallet.current
      if (connectorId) wallet.context?.networkChanged({ connectorId, networkId })
    },
    endSession: () => wallet.end(),
    addConnector(connector: Parameters<MockAdapter['addConnector']>[0]) {
      wallet.$connectors.set([...wallet.$connectors.get(), wallet.toConnector(connector)])
    },
    wallet: () => ({
      connectorId: wallet.current,
      networkId: wallet.networkId,
      accounts: wallet.accounts,
    }),
  } satisfies Partial<MockAdapter>
}

/**
 * Docs: /core/adapter/mockAdapter. An in-memory wallet for tests: it reports through its
 * context like a real adapter, keeps its own connectors store, and fails on demand.
 *
 * @example
 * const adapter = mockAdapter({ namespace: 'eip155', accounts: ['0x…'], failures: { connect: 'reject' } })
 */
export function mockAdapter(parameters: MockAdapterParameters): MockAdapter {
  const { namespace } = parameters
  const wallet = createMockWallet(parameters)
  return {
    namespace,
    $connectors: wallet.$connectors,
    capabilities: mockCapabilities(wallet),
    calls: wallet.calls,
    addedNetworks: wallet.addedNetworks,
    setup(ctx) {
      wallet.record('setup', undefined)
      wallet.context = ctx
      return () => {
        wallet.context = undefined
      }
    },
    ...mockConnection(wallet),
    isAddress: (address) => ADDRESS[namespace].test(address),
    // as the EVM adapters: a receiver needs 0x and, in mixed case, a valid checksum
    ...(namespace === 'eip155' && {
      isSendAddress: (address: string) => isEip155SendAddress(address),
    }),
    formatUnits,
    parseUnits,
    ...mockControls(wallet),
  }
}
