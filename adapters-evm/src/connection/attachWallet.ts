import { getErrorCode } from '@walletport/core'
import type { EvmConnection, WalletConnection } from '../operations/types.js'
import { parseAddresses } from './parseAddresses.js'
import { parseChainId } from './parseChainId.js'
import { toAccounts } from './toConnected.js'

/**
 * Makes a wallet the current connection and reports its EIP-1193 events to the kit; the
 * slot's guard drops the events of a wallet that is no longer the current one.
 */
export function attachWallet(
  connection: EvmConnection,
  wallet: WalletConnection,
): WalletConnection {
  const { connectorId, provider } = wallet
  const context = () => connection.context()
  return connection.wallet.attach(wallet, (guard) => {
    const onAccountsChanged = (value: unknown) => {
      if (!guard.isCurrent()) return
      const next = parseAddresses(value)
      if (!next) {
        context()?.log.warn('eip155: ignored an accountsChanged event without addresses')
        return
      }
      if (next.length === wallet.accounts.length && next.every((a, i) => a === wallet.accounts[i]))
        return
      wallet.accounts = next
      // an empty list is how a wallet says it disconnected (EIP-1193)
      if (!next.length) guard.end()
      context()?.accountsChanged({ connectorId, accounts: toAccounts(next) })
    }
    const onChainChanged = (value: unknown) => {
      if (!guard.isCurrent()) return
      const id = parseChainId(value)
      if (id === undefined || id === wallet.chainId) return
      wallet.chainId = id
      // reported even when the kit does not know the network: core marks it unsupported
      context()?.networkChanged({ connectorId, networkId: `eip155:${id}` })
    }
    const onDisconnect = async (error: unknown) => {
      if (!guard.isCurrent()) return
      // 1013: MetaMask lost its own node for a moment, the connection stands
      if (getErrorCode(error) === 1013) return
      try {
        const still = parseAddresses(await provider.request({ method: 'eth_accounts' }))
        if (still?.length) return
      } catch {
        // a provider that cannot answer is disconnected
      }
      if (!guard.isCurrent()) return
      guard.end()
      context()?.disconnected({ connectorId })
    }
    provider.on?.('accountsChanged', onAccountsChanged)
    provider.on?.('chainChanged', onChainChanged)
    provider.on?.('disconnect', onDisconnect)
    return () => {
      provider.removeListener?.('accountsChanged', onAccountsChanged)
      provider.removeListener?.('chainChanged', onChainChanged)
      provider.removeListener?.('disconnect', onDisconnect)
    }
  })
}
