import type { Config, GetCallsStatusReturnType, GetConnectionReturnType } from '@wagmi/core'
import { getConnection, watchConnection, watchConnectors } from '@wagmi/core'
import { formatUnits, parseUnits } from '@walletport/adapters-evm'
import { createSiwxMessage, type SiwxVerification } from '@walletport/adapters-evm/siwx'
import type {
  Account,
  AdapterCapabilities,
  AdapterContext,
  ChainAdapter,
  Connected,
  Connector,
  SiwxExpected,
  SiwxMessageData,
} from '@walletport/core'
import { ConnectorNotFoundError } from '@walletport/core'
import { atom } from 'nanostores'
import { toKitConnector } from './connectors/toKitConnector.js'
import type { WagmiImplementation } from './createWagmiImplementation.js'
import type { WagmiChainsMismatchError } from './errors/errors.js'
import { checkChains } from './network/checkChains.js'

export type WagmiAdapterOptions = {
  /** the app's wagmi config (or one from createWagmiConfig): its chains must be the kit's EVM networks */
  config: Config
  /** how long a reconnect waits for wagmi's own reconnect to settle; 3 s */
  reconnectWait?: number | undefined
  /** ERC20 tokens read over RPC, by chain id, when the kit has no data service (or it fails) */
  tokens?: Record<number, readonly string[]> | undefined
}

export type WagmiCapabilities = Required<
  Pick<
    AdapterCapabilities,
    | 'sendTransaction'
    | 'estimateGas'
    | 'writeContract'
    | 'sendToken'
    | 'request'
    | 'waitForReceipt'
    | 'getTokenBalances'
    | 'getProfile'
    | 'estimateFees'
    | 'siwx'
    | 'getCapabilities'
    | 'getAssets'
    | 'sendCalls'
  >
> & {
  /** the sign-in check with its reason and method (eip191, eip1271, erc6492) */
  verifySiwx(p: {
    message: string
    signature: string
    data: SiwxMessageData
    expected: SiwxExpected
  }): Promise<SiwxVerification>
  /** where a wallet_sendCalls bundle stands, through wagmi's getCallsStatus (EIP-5792) */
  getCallsStatus(p: { id: string }): Promise<GetCallsStatusReturnType>
}

export type WagmiAdapter = Omit<ChainAdapter, 'capabilities'> & {
  readonly capabilities: WagmiCapabilities
  readonly config: Config
  /** the networks mismatch found at setup, if any: connect and switch then fail with it */
  getChainsError(): WagmiChainsMismatchError | undefined
  /** loads the wagmi actions now rather than on first use */
  load(): Promise<void>
}

/** what the kit was last told of wagmi's connection, to report only changes */
type Reported = { connectorId: string; addresses: readonly string[]; chainId: number }

/**
 * Docs: /adapters-wagmi/wagmiAdapter. The eip155 adapter on a wagmi config, so wagmi's hooks
 * and the Walletport modal share one connection: the config's connectors are the kit's, the
 * kit connects, switches, reads and writes through @wagmi/core actions, and a connect, switch
 * or disconnect made through wagmi is reported to the kit. The actions load with `import()`
 * on first use; only the connection watch and the sign-in message writer run before.
 */
export function wagmiAdapter({
  config,
  reconnectWait = 3_000,
  tokens,
}: WagmiAdapterOptions): WagmiAdapter {
  const $connectors = atom<readonly Connector[]>([])
  let ctx: AdapterContext | undefined
  let chainsError: WagmiChainsMismatchError | undefined
  let reported: Reported | undefined
  // the kit's own connect or reconnect reports its result itself
  let ownCalls = 0
  let loading: Promise<WagmiImplementation> | undefined

  function load(): Promise<WagmiImplementation> {
    if (loading) return loading
    const next = import('./createWagmiImplementation.js').then((m) =>
      m.createWagmiImplementation({ config, context: () => ctx, tokens }),
    )
    loading = next
    // a chunk that did not arrive is asked for again on next use
    next.catch(() => {
      if (loading === next) loading = undefined
    })
    return next
  }

  async function own<T>(run: () => Promise<T>): Promise<T> {
    ownCalls += 1
    try {
      return await run()
    } finally {
      ownCalls -= 1
    }
  }

  function requireChains() {
    if (chainsError) throw chainsError
  }

  function findConnector(connectorId: string) {
    const connector = config.connectors.find((c) => c.id === connectorId)
    if (!connector)
      throw new ConnectorNotFoundError({ metaMessages: [`Connector: ${connectorId}`] })
    return connector
  }

  function onConnection(connection: GetConnectionReturnType) {
    if (!ctx || ownCalls > 0) return
    if (connection.status === 'connected') {
      const next = snapshot(connection)
      const previous = reported
      reported = next
      if (!previous || previous.connectorId !== next.connectorId)
        return ctx.connected?.(toConnected(next))
      if (previous.addresses.join() !== next.addresses.join())
        ctx.accountsChanged({ connectorId: next.connectorId, accounts: toAccounts(next.addresses) })
      if (previous.chainId !== next.chainId)
        ctx.networkChanged({ connectorId: next.connectorId, networkId: `eip155:${next.chainId}` })
    } else if (connection.status === 'disconnected' && reported) {
      const { connectorId } = reported
      reported = undefined
      ctx.disconnected({ connectorId })
    }
  }

  /** wagmi's connection once its own reconnect (WagmiProvider's on mount) has settled */
  function settled(): Promise<GetConnectionReturnType> {
    const now = getConnection(config)
    if (now.status !== 'reconnecting' && now.status !== 'connecting') return Promise.resolve(now)
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer)
        stop()
        resolve(getConnection(config))
      }
      const timer = setTimeout(finish, reconnectWait)
      const stop = watchConnection(config, {
        onChange: (c) => {
          if (c.status !== 'reconnecting' && c.status !== 'connecting') finish()
        },
      })
    })
  }

  const capabilities: WagmiCapabilities = {
    sendTransaction: async (p) => (await load()).sendTransaction(p),
    estimateGas: async (p) => (await load()).estimateGas(p),
    writeContract: async (p) => (await load()).writeContract(p),
    sendToken: async (p) => (await load()).sendToken(p),
    request: async (p) => (await load()).request(p),
    waitForReceipt: async (p) => (await load()).waitForReceipt(p),
    getTokenBalances: async (p) => (await load()).getTokenBalances(p),
    getProfile: async (p) => (await load()).getProfile(p),
    estimateFees: async (p) => (await load()).estimateFees(p),
    siwx: {
      // synchronous by contract, so the message writer is not behind import(): a sign-in
      // right after a connect made through wagmi would otherwise find it missing
      createMessage: (data) => createSiwxMessage(data),
      verifyMessage: async (p) => (await (await load()).verifySiwx(p)).valid,
    },
    verifySiwx: async (p) => (await load()).verifySiwx(p),
    getCapabilities: async (p) => (await load()).getCapabilities(p),
    getAssets: async (p) => (await load()).getAssets(p),
    sendCalls: async (p) => (await load()).sendCalls(p),
    getCallsStatus: async (p) => (await load()).getCallsStatus(p),
  }

  return {
    namespace: 'eip155',
    config,
    $connectors,
    capabilities,
    getChainsError: () => chainsError,
    async load() {
      await load()
    },

    setup(next) {
      ctx = next
      chainsError = checkChains({ chains: config.chains, networks: next.networks })
      if (chainsError) next.log.error(chainsError.message)
      const list = () => $connectors.set(config.connectors.map(toKitConnector))
      list()
      const stopConnectors = watchConnectors(config, { onChange: list })
      const stopConnection = watchConnection(config, { onChange: onConnection })
      // a connection wagmi already holds (restored before the kit existed) is the kit's too
      onConnection(getConnection(config))
      return () => {
        stopConnectors()
        stopConnection()
        $connectors.set([])
        reported = undefined
        ctx = undefined
      }
    },

    connect: ({ connectorId, network }) =>
      own(async () => {
        requireChains()
        const connector = findConnector(connectorId)
        const result = await (await load()).connect({ connector, chainId: Number(network.id) })
        reported = { connectorId, addresses: result.accounts, chainId: result.chainId }
        return toConnected(reported, connector)
      }),

    reconnect: ({ connectorId }) =>
      own(async () => {
        if (chainsError) return undefined
        const current = await settled()
        if (current.status === 'connected')
          return current.connector.id === connectorId ? adopt(current) : undefined
        const connector = config.connectors.find((c) => c.id === connectorId)
        if (!connector) return undefined
        const restored = await (await load()).reconnect(connector)
        return restored ? adopt(restored) : undefined
      }),

    async disconnect() {
      const connection = getConnection(config)
      reported = undefined
      if (connection.status === 'disconnected') return
      await (await load()).disconnect(connection.connector)
    },

    async switchNetwork({ network }) {
      requireChains()
      if (getConnection(config).status !== 'connected') return
      await (await load()).switchChain(Number(network.id))
    },

    getBalance: async (p) => (await load()).getBalance(p),
    signMessage: async (p) => (await load()).signMessage(p),

    isAddress(address) {
      // 40 hex characters, the 0x prefix optional
      return /^(0x)?[0-9a-fA-F]{40}$/.test(address)
    },
    formatUnits,
    parseUnits,
  }

  function adopt(connection: GetConnectionReturnType): Connected | undefined {
    if (connection.status !== 'connected') return undefined
    reported = snapshot(connection)
    return toConnected(reported, connection.connector)
  }
}

function snapshot(connection: GetConnectionReturnType & { status: 'connected' }): Reported {
  return {
    connectorId: connection.connector.id,
    addresses: connection.addresses,
    chainId: connection.chainId,
  }
}

function toAccounts(addresses: readonly string[]): Account[] {
  return addresses.map((address) => ({ namespace: 'eip155', address, type: 'eoa' }))
}

function toConnected(reported: Reported, provider?: unknown): Connected {
  return {
    connectorId: reported.connectorId,
    accounts: toAccounts(reported.addresses),
    networkId: `eip155:${reported.chainId}`,
    ...(provider === undefined ? {} : { provider }),
  }
}
