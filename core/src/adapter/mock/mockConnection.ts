import { ConnectorNotFoundError } from '../../errors/kit.js'
import { ChainNotSupportedError } from '../../errors/send.js'
import { WALLET_ERROR_CODES } from '../../errors/walletCodes.js'
import type { ChainAdapter } from '../../types/adapter.js'
import type { Network } from '../../types/network.js'
import { formatUnits } from '../mockUnits.js'
import type { MockWallet } from './createMockWallet.js'
import { mockSignature } from './mockSignature.js'
import {
  disconnected,
  internalError,
  never,
  rejected,
  rpcError,
  unauthorized,
} from './walletErrors.js'

type Connection = Pick<
  ChainAdapter,
  'connect' | 'reconnect' | 'disconnect' | 'switchNetwork' | 'getBalance' | 'signMessage'
>

// the wallet moves to `network`, adding it first (the 4902 path) when it does not know it
async function switchTo(wallet: MockWallet, network: Network): Promise<void> {
  const networkId = network.caipNetworkId
  const failure = wallet.failures.switchNetwork
  if (failure === 'reject') throw rejected()
  if (failure === 'disconnect') {
    wallet.end()
    throw disconnected()
  }
  if (failure === 'unrecognizedChain' || failure === 'addChainFails' || !wallet.knows(networkId)) {
    // a real wallet answers 4902 for a chain it does not know; the adapter then adds it
    const unknown = rpcError(WALLET_ERROR_CODES.SWITCH_CHAIN, 'Unrecognized chain ID')
    wallet.record('addNetwork', { network })
    if (failure === 'addChainFails') throw new ChainNotSupportedError({ cause: unknown })
    wallet.learn(networkId)
  }
  wallet.networkId = networkId
}

/** The mock's ChainAdapter methods that talk to the wallet, failing as `failures` says. */
export function mockConnection(wallet: MockWallet): Connection {
  const { namespace, wrongNetworkId } = wallet.parameters
  return {
    async connect(p) {
      wallet.record('connect', p)
      if (!wallet.$connectors.get().some((c) => c.id === p.connectorId))
        throw new ConnectorNotFoundError({ metaMessages: [`Connector id: ${p.connectorId}`] })
      const failure = wallet.failures.connect
      if (failure === 'reject') throw rejected()
      if (failure === 'timeout') return never()
      if (failure === 'disconnect') {
        wallet.current = p.connectorId
        wallet.end()
        throw disconnected()
      }
      const networkId =
        failure === 'wrongChain'
          ? (wrongNetworkId ?? `${namespace}:999999`)
          : p.network.caipNetworkId
      return wallet.connected(p.connectorId, networkId)
    },
    async reconnect(p) {
      wallet.record('reconnect', p)
      if (wallet.failures.reconnect === 'fail') throw unauthorized()
      if (!wallet.authorized.has(p.connectorId)) return undefined
      return wallet.connected(p.connectorId, wallet.networkId ?? p.network.caipNetworkId)
    },
    async disconnect() {
      wallet.record('disconnect', undefined)
      if (wallet.failures.disconnect === 'fail') throw internalError()
      if (wallet.current) wallet.authorized.delete(wallet.current)
      wallet.current = undefined
    },
    async switchNetwork(p) {
      wallet.record('switchNetwork', p)
      if (!wallet.current) throw unauthorized()
      await switchTo(wallet, p.network)
      const connectorId = wallet.current
      if (connectorId)
        wallet.context?.networkChanged({ connectorId, networkId: p.network.caipNetworkId })
    },
    async getBalance(p) {
      wallet.record('getBalance', p)
      if (wallet.failures.getBalance === 'fail') throw internalError()
      const value = wallet.parameters.balance ?? 0n
      const { decimals, symbol } = p.network.nativeCurrency
      return { value, decimals, symbol, formatted: formatUnits(value, decimals) }
    },
    async signMessage(p) {
      wallet.record('signMessage', p)
      if (!wallet.current) throw unauthorized()
      const failure = wallet.failures.signMessage
      if (failure === 'reject') throw rejected()
      if (failure === 'timeout') return never()
      if (failure === 'disconnect') {
        wallet.end()
        throw disconnected()
      }
      if (failure === 'wrongSignature') return mockSignature(p.address, `${p.message}\n`)
      return mockSignature(p.address, p.message)
    },
  }
}
