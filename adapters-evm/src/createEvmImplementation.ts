import {
  type AdapterContext,
  type Balance,
  type BaseError,
  type Connected,
  createConnectionSlot,
  type Network,
  RequestBeforeConnectError,
  UnsupportedChainError,
} from '@walletport/core'
import { connectWallet, restoreWallet } from './connection/connectWallet.js'
import { disconnectWallet } from './connection/disconnectWallet.js'
import { switchWalletNetwork } from './connection/switchWalletNetwork.js'
import { toEvmError } from './errors/toEvmError.js'
import type { EvmAdapterOptions, EvmCapabilities } from './evmAdapter.js'
import { createEvmProfiles } from './identity/createEvmProfiles.js'
import { createPublicClients } from './network/createPublicClients.js'
import { getChainId, toViemChain } from './network/toViemChain.js'
import { createEvmCapabilities } from './operations/createEvmCapabilities.js'
import { getBalance } from './operations/getBalance.js'
import { signMessage } from './operations/signMessage.js'
import type { EvmConnection, WalletConnection } from './operations/types.js'
import type { Eip1193Provider, EvmClient } from './types.js'
import { isSendAddress } from './utils/rules.js'

/** What the light part of the adapter shares with the wallet code it loads. */
export type EvmImplementationHost = {
  readonly options: EvmAdapterOptions
  /** the kit's context while the adapter is set up */
  context(): AdapterContext | undefined
  /** the networks served: the options' or the kit's */
  networks(): readonly Network[]
}

/**
 * The viem half of the eip155 adapter: connections, clients, sends, signing, sign-in and
 * names. `evmAdapter` loads it with `import()` on first use.
 */
export type EvmImplementation = {
  getClient(network: Network): EvmClient
  toEvmError(error: unknown): BaseError
  /** the rest of a connect, once the wallet answered `eth_requestAccounts` */
  connect(p: {
    connectorId: string
    provider: Eip1193Provider
    network: Network
    accounts: unknown
  }): Promise<Connected>
  /** the rest of a reconnect, once the wallet answered `eth_accounts` */
  restore(p: {
    connectorId: string
    provider: Eip1193Provider
    accounts: unknown
  }): Promise<Connected | undefined>
  disconnect(): Promise<void>
  switchNetwork(p: { network: Network }): Promise<void>
  getBalance(p: { address: string; network: Network }): Promise<Balance>
  signMessage(p: { address: string; message: string }): Promise<string>
  readonly capabilities: EvmCapabilities
  /** a send receiver: 0x required, the EIP-55 checksum checked when the case is mixed */
  isSendAddress(address: string): boolean
  /** forgets the connection, the clients and the cached profiles, as the adapter's teardown */
  teardown(): void
}

/**
 * Docs: /adapters-evm/evmAdapter#loading. The wallet code of one `evmAdapter` instance: the
 * public clients, the current wallet connection, and the chain operations bound to them.
 */
export function createEvmImplementation({
  options,
  context,
  networks,
}: EvmImplementationHost): EvmImplementation {
  const clients = createPublicClients(options, context)
  const wallet = createConnectionSlot<WalletConnection>()
  const connection: EvmConnection = {
    options,
    context,
    networks,
    getClient: clients.get,
    chainOf(network) {
      if (network.chainNamespace !== 'eip155') throw new UnsupportedChainError()
      return toViemChain(network, options.contracts?.[getChainId(network)])
    },
    wallet,
    requireWallet() {
      const current = wallet.current()
      if (!current) throw new RequestBeforeConnectError()
      return current
    },
  }
  const profiles = createEvmProfiles(connection)

  return {
    getClient: clients.get,
    capabilities: createEvmCapabilities(connection, profiles),
    toEvmError: (error) => toEvmError(error),
    connect: (p) => connectWallet(connection, p),
    restore: (p) => restoreWallet(connection, p),
    disconnect: () => disconnectWallet(connection),
    switchNetwork: (p) => switchWalletNetwork(connection, p),
    getBalance: (p) => getBalance(connection, p),
    signMessage: (p) => signMessage(connection, p),
    isSendAddress: (address) => isSendAddress(address),
    teardown() {
      wallet.detach()
      profiles.clear()
      clients.clear()
    },
  }
}
