import { atom } from 'nanostores'
import { formatUnits, parseUnits } from '../../adapter/mockUnits.js'
import { createKit } from '../../kit/createKit.js'
import type { KitOptions } from '../../kit/kitOptions.js'
import { arbitrum, mainnet } from '../../networks/evm.js'
import { createMemoryDriver } from '../../storage/createMemoryDriver.js'
import type { AdapterContext, ChainAdapter } from '../../types/adapter.js'
import type { Connector } from '../../types/connector.js'
import type { EmbeddedProvider } from '../../types/embedded.js'
import type { StorageDriver } from '../../types/storage.js'
import { embeddedWallet } from '../embeddedWallet.js'

/**
 * An eip155 adapter that lists only the AUTH connector and drives its provider as the evm
 * adapter does: eth_requestAccounts and eth_chainId to connect, eth_accounts to reconnect,
 * personal_sign to sign, an account revoke to disconnect.
 */
export function authTestAdapter(): ChainAdapter {
  const $connectors = atom<readonly Connector[]>([])
  let provider: EmbeddedProvider | undefined
  async function connected(connectorId: string, accounts: unknown) {
    const list = Array.isArray(accounts) ? (accounts as string[]) : []
    if (!provider || !list.length) return undefined
    const chainId = Number.parseInt(String(await provider.request({ method: 'eth_chainId' })), 16)
    return {
      connectorId,
      accounts: list.map((address) => ({
        namespace: 'eip155' as const,
        address,
        type: 'eoa' as const,
      })),
      networkId: `eip155:${chainId}` as const,
      provider,
    }
  }
  return {
    namespace: 'eip155',
    $connectors,
    setup(ctx: AdapterContext) {
      const embedded = ctx.embedded
      provider = embedded?.provider
      if (embedded)
        $connectors.set([
          { id: embedded.connectorId, name: embedded.name, type: 'AUTH', chain: 'eip155' },
        ])
      return () => $connectors.set([])
    },
    async connect({ connectorId }) {
      const result = await connected(
        connectorId,
        await provider?.request({ method: 'eth_requestAccounts' }),
      )
      if (!result) throw new Error('no account')
      return result
    },
    async reconnect({ connectorId }) {
      return connected(connectorId, await provider?.request({ method: 'eth_accounts' }))
    },
    async disconnect() {
      await provider?.request({
        method: 'wallet_revokePermissions',
        params: [{ eth_accounts: {} }],
      })
    },
    async switchNetwork({ network }) {
      await provider?.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: `0x${Number(network.id).toString(16)}` }],
      })
    },
    async getBalance({ network }) {
      const value = BigInt(
        String(await provider?.request({ method: 'eth_getBalance', params: [] })),
      )
      return {
        value,
        decimals: 18,
        symbol: network.nativeCurrency.symbol,
        formatted: formatUnits(value, 18),
      }
    },
    async signMessage({ address, message }) {
      return String(
        await provider?.request({ method: 'personal_sign', params: [message, address] }),
      )
    },
    isAddress: (address) => /^0x[0-9a-fA-F]{40}$/.test(address),
    formatUnits,
    parseUnits,
    capabilities: {
      request: (p) => provider?.request(p) ?? Promise.resolve(undefined),
    },
  }
}

/** A kit on mainnet and arbitrum with the auth test adapter and the embedded wallet on. */
export function createAuthTestKit({
  frameUrl,
  driver = createMemoryDriver(),
  now,
  ...options
}: Partial<KitOptions> & { frameUrl: string; driver?: StorageDriver; now?: () => number }) {
  const adapter = authTestAdapter()
  const kit = createKit({
    networks: [mainnet, arbitrum],
    adapters: [adapter],
    storage: driver,
    logLevel: 'silent',
    features: { email: true, socials: ['google'] },
    endpoints: { embeddedWallet: frameUrl },
    embeddedWallet: embeddedWallet(now ? { now } : {}),
    ...options,
  })
  return { kit, adapter, driver }
}
