import {
  type Config,
  type GetConnectionReturnType,
  getConnection,
  watchConnection,
} from '@wagmi/core'
import { type AdapterContext, type Connected, createConnectionSlot } from '@walletport/core'
import { type Reported, snapshot, toAccounts, toConnected } from './toConnected.js'

/** wagmi's connection as the kit knows it: what was reported, and the kit's own calls. */
export type WagmiConnectionReporter = {
  /** runs a call of the kit's own, whose result the kit reports itself */
  own<T>(run: () => Promise<T>): Promise<T>
  /** reports a change wagmi made (a connect, switch or disconnect through wagmi) to the kit */
  report(connection: GetConnectionReturnType, context: AdapterContext | undefined): void
  /** wagmi's connection once its own reconnect (WagmiProvider's on mount) has settled */
  settled(): Promise<GetConnectionReturnType>
  /** makes a connection the one reported, as the kit's answer */
  adopt(connection: GetConnectionReturnType): Connected | undefined
  /** records a connect the kit made */
  remember(reported: Reported, provider: unknown): Connected
  forget(): void
}

/** Docs: /adapters-wagmi/wagmiAdapter#connection. The reported connection of one adapter. */
export function createWagmiConnection(
  config: Config,
  reconnectWait: number,
): WagmiConnectionReporter {
  const reported = createConnectionSlot<Reported>()
  // the kit's own connect or reconnect reports its result itself
  let ownCalls = 0

  return {
    async own(run) {
      ownCalls += 1
      try {
        return await run()
      } finally {
        ownCalls -= 1
      }
    },
    report(connection, context) {
      if (!context || ownCalls > 0) return
      const previous = reported.current()
      if (connection.status === 'connected') {
        const next = reported.attach(snapshot(connection))
        if (!previous || previous.connectorId !== next.connectorId)
          return context.connected?.(toConnected(next))
        const { connectorId } = next
        if (previous.addresses.join() !== next.addresses.join())
          context.accountsChanged({ connectorId, accounts: toAccounts(next.addresses) })
        if (previous.chainId !== next.chainId)
          context.networkChanged({ connectorId, networkId: `eip155:${next.chainId}` })
      } else if (connection.status === 'disconnected' && previous) {
        reported.detach()
        context.disconnected({ connectorId: previous.connectorId })
      }
    },
    settled() {
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
    },
    adopt(connection) {
      if (connection.status !== 'connected') return undefined
      return toConnected(reported.attach(snapshot(connection)), connection.connector)
    },
    remember: (next, provider) => toConnected(reported.attach(next), provider),
    forget: () => reported.detach(),
  }
}
