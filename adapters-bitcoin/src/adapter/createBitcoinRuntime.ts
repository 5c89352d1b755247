import {
  type AdapterContext,
  type Balance,
  ChainNotSupportedError,
  type Connected,
  createConnectionSlot,
  DisconnectFailedError,
  type Network,
  RequestBeforeConnectError,
  type SendTokenParameters,
} from '@walletport/core'
import { estimateSendFee } from '../actions/estimateSendFee.js'
import { getBalance } from '../actions/getBalance.js'
import { getUtxos } from '../actions/getUtxos.js'
import { requestAccounts } from '../actions/requestAccounts.js'
import { sendToken } from '../actions/sendToken.js'
import { signMessage } from '../actions/signMessage.js'
import { toConnected, toCoreAccounts } from '../client/accounts.js'
import { type BitcoinConnection, createBitcoinClient } from '../client/BitcoinClient.js'
import { followWalletAccounts } from '../client/followWalletAccounts.js'
import { toWalletError } from '../client/walletCall.js'
import type { BitcoinAccount, BitcoinConnector } from '../connectors/BitcoinConnector.js'
import type { ConnectorSource } from '../connectors/ConnectorSource.js'
import { createConnectorCache } from '../connectors/createConnectorCache.js'
import { NoAccountsError } from '../errors.js'
import type { TransactionStatus, Utxo } from '../esplora/parseEsplora.js'
import type { BitcoinAccountPurpose } from '../wallet/features.js'
import type { BitcoinAdapterParameters, SendEstimate } from './bitcoinAdapter.js'

/** What the runtime reads from, and reports to, the adapter that loaded it. */
export type RuntimeHost = {
  readonly parameters: BitcoinAdapterParameters
  /** the kit's context while the adapter is set up */
  context(): AdapterContext | undefined
  /** the network `isAddress` checks against from now on */
  setActiveNetwork(network: Network): void
}

/**
 * The part of the bitcoin adapter that runs once a wallet is used: sessions, connectors, Esplora
 * reads and sends. `bitcoinAdapter` loads it with `import()` on the first call that needs it.
 */
export type BitcoinRuntime = {
  connect(p: { source: ConnectorSource; network: Network }): Promise<Connected>
  reconnect(p: { source: ConnectorSource; network: Network }): Promise<Connected | undefined>
  disconnect(): Promise<void>
  /** moves the current session to `network` */
  switchNetwork(p: { network: Network }): Promise<void>
  getBalance(p: { address: string; network: Network }): Promise<Balance>
  signMessage(p: { address: string; message: string }): Promise<string>
  sendToken(p: SendTokenParameters): Promise<string>
  getUtxos(p: { address: string; network: Network }): Promise<Utxo[]>
  getTransactionStatus(p: { txid: string; network: Network }): Promise<TransactionStatus>
  estimateSendFee(p: SendTokenParameters): Promise<SendEstimate>
  hasSession(): boolean
  /** forgets the session without telling the wallet (the adapter's teardown) */
  endSession(): void
}

const DEFAULT_PURPOSES: readonly BitcoinAccountPurpose[] = ['payment', 'ordinal']

// the sign-in message writer loads with the runtime (bitcoinAdapter's createMessage)
export * from '../siwx/createSiwxMessage.js'

/** The runtime of one adapter instance: its connectors, its connection, its capabilities. */
export function createBitcoinRuntime(host: RuntimeHost): BitcoinRuntime {
  const client = createBitcoinClient(host)
  const purposes = host.parameters.purposes ?? DEFAULT_PURPOSES
  const slot = createConnectionSlot<BitcoinConnection>()
  const connectorOf = createConnectorCache()

  /** makes the accounts current: the same wallet keeps its connection and its listener */
  function use(connector: BitcoinConnector, network: Network, accounts: readonly BitcoinAccount[]) {
    const current = slot.current()
    if (current?.connector === connector) Object.assign(current, { network, accounts })
    else {
      const connection: BitcoinConnection = { client, connector, network, accounts }
      slot.attach(connection, (guard) => followWalletAccounts(connection, guard))
    }
    host.setActiveNetwork(network)
    return toConnected(connector, accounts, network)
  }

  const requireConnection = () => {
    const current = slot.current()
    if (!current) throw new RequestBeforeConnectError()
    return current
  }

  return {
    async connect({ source, network }) {
      const connector = connectorOf(source)
      const accounts = await requestAccounts(connector, { network, purposes, silent: false })
      if (!accounts.length)
        throw new NoAccountsError({ wallet: connector.name, networkId: network.caipNetworkId })
      return use(connector, network, accounts)
    },
    async reconnect({ source, network }) {
      const connector = connectorOf(source)
      try {
        const accounts = await requestAccounts(connector, { network, purposes, silent: true })
        return accounts.length ? use(connector, network, accounts) : undefined
      } catch (error) {
        client.log().debug(`bitcoin: reconnect to ${connector.id} failed`, error)
        return undefined
      }
    },
    async disconnect() {
      const current = slot.current()
      if (!current) return
      slot.detach()
      try {
        await current.connector.disconnect()
      } catch (error) {
        throw new DisconnectFailedError({ cause: toWalletError(error) })
      }
    },
    async switchNetwork({ network }) {
      const { connector } = requireConnection()
      const accounts = await requestAccounts(connector, { network, purposes, silent: false })
      if (!accounts.length)
        throw new ChainNotSupportedError({
          metaMessages: [`Wallet: ${connector.name}`, `Network: ${network.caipNetworkId}`],
        })
      use(connector, network, accounts)
      client
        .context()
        ?.accountsChanged({ connectorId: connector.id, accounts: toCoreAccounts(accounts) })
    },
    getBalance: (p) => getBalance(client, p),
    signMessage: async (p) => signMessage(requireConnection(), p),
    sendToken: async (p) => sendToken(requireConnection(), p),
    getUtxos: (p) => getUtxos(client, p),
    getTransactionStatus: async ({ txid, network }) =>
      client.esplora(network).getTxStatus({ txid }),
    estimateSendFee: (p) => estimateSendFee(client, p),
    hasSession: () => slot.current() !== undefined,
    endSession: slot.detach,
  }
}
