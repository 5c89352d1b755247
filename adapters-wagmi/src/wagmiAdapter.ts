import type { Config, GetCallsStatusReturnType } from '@wagmi/core'
import { getConnection } from '@wagmi/core'
import type { EvmCapabilities } from '@walletport/adapters-evm'
import { eip155AdapterRules } from '@walletport/adapters-evm'
import type { AdapterCapabilities, AdapterContext, ChainAdapter, Connector } from '@walletport/core'
import { loadOnce } from '@walletport/core'
import { atom } from 'nanostores'
import { connectThroughWagmi, reconnectThroughWagmi } from './connection/connectThroughWagmi.js'
import { createWagmiConnection } from './connection/createWagmiConnection.js'
import { watchWagmi } from './connection/watchWagmi.js'
import type { WagmiChainsMismatchError } from './errors/errors.js'
import { lazyWagmiCapabilities } from './lazyWagmiCapabilities.js'
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
  verifySiwx: EvmCapabilities['verifySiwx']
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
  const connection = createWagmiConnection(config, reconnectWait)
  const load = loadOnce(async () =>
    (await import('./createWagmiImplementation.js')).createWagmiImplementation({
      config,
      context: () => ctx,
      tokens,
    }),
  )
  const host = () => ({ config, connection, load, chainsError })

  return {
    namespace: 'eip155',
    config,
    $connectors,
    capabilities: lazyWagmiCapabilities(load),
    getChainsError: () => chainsError,
    async load() {
      await load()
    },
    setup(next) {
      ctx = next
      chainsError = checkChains({ chains: config.chains, networks: next.networks })
      if (chainsError) next.log.error(chainsError.message)
      const stop = watchWagmi(config, $connectors, (c) => {
        // a connect made through wagmi loads the actions as the kit's own does; a chunk that
        // does not arrive is asked again on first use
        if (c.status === 'connected') load().catch(() => undefined)
        connection.report(c, ctx)
      })
      return () => {
        stop()
        connection.forget()
        ctx = undefined
      }
    },
    connect: (p) => connectThroughWagmi(host(), p),
    reconnect: (p) => reconnectThroughWagmi(host(), p),
    async disconnect() {
      const current = getConnection(config)
      connection.forget()
      if (current.status === 'disconnected') return
      await (await load()).disconnect(current.connector)
    },
    async switchNetwork({ network }) {
      if (chainsError) throw chainsError
      if (getConnection(config).status !== 'connected') return
      await (await load()).switchChain(Number(network.id))
    },
    getBalance: async (p) => (await load()).getBalance(p),
    signMessage: async (p) => (await load()).signMessage(p),
    // the address and unit rules of adapters-evm; the checksum with the wagmi actions
    ...eip155AdapterRules(load.loaded),
  }
}
