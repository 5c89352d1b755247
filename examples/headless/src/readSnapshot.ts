// What the page shows, read from the kit's stores in one go: `$account`, `$activeNetwork`,
// `$chains`, `$connections` and `$connectors`. Every update draws from one snapshot, so no
// section sees a store a step ahead of another.
import type { ConnectionStatus, Connector, Kit, Network } from '@walletport/core'

export type Snapshot = {
  status: ConnectionStatus
  /** connected with an address: the account, network, sign and send sections show */
  connected: boolean
  address: string | undefined
  /** the native balance as a decimal string; undefined while it loads */
  balance: string | undefined
  balanceSymbol: string | undefined
  network: Network
  /** the wallet's network when the app does not list it (only while connected) */
  unsupportedNetworkId: string | undefined
  /** the connector of the active namespace's connection */
  connector: Connector | undefined
  /** the connector being connected, while the status is `connecting` */
  connectingId: string | undefined
  connectors: readonly Connector[]
}

/** Reads the stores once; cheap, since nanostores' `get()` only returns the current value. */
export function readSnapshot(kit: Kit): Snapshot {
  const account = kit.$account.get()
  const chain = kit.$chains.get()[account.namespace]
  const connection = kit.$connections.get()[account.namespace]
  const connectors = kit.$connectors.get()
  const connected = account.status === 'connected' && Boolean(account.address)
  return {
    status: account.status,
    connected,
    address: account.address,
    balance: account.balance,
    balanceSymbol: account.balanceSymbol,
    network: kit.$activeNetwork.get(),
    unsupportedNetworkId: connected ? chain?.unsupportedNetworkId : undefined,
    connector: connectors.find((c) => c.id === connection?.connectorId),
    connectingId: account.status === 'connecting' ? connection?.connectorId : undefined,
    connectors,
  }
}
