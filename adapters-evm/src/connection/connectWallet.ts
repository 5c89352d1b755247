import {
  type Connected,
  type Network,
  ProviderRpcError,
  WALLET_ERROR_CODES,
} from '@walletport/core'
import type { EvmConnection } from '../operations/types.js'
import type { Eip1193Provider } from '../types.js'
import { attachWallet } from './attachWallet.js'
import { parseAddresses } from './parseAddresses.js'
import { readChainId } from './readChainId.js'
import { switchWallet } from './switchWallet.js'
import { toConnected } from './toConnected.js'

export type ConnectWalletParameters = {
  connectorId: string
  provider: Eip1193Provider
  network: Network
  /** the wallet's answer to eth_requestAccounts */
  accounts: unknown
}

/** The rest of a connect once the wallet shared its accounts: onto the network asked for. */
export async function connectWallet(
  connection: EvmConnection,
  { connectorId, provider, network, accounts: answer }: ConnectWalletParameters,
): Promise<Connected> {
  const accounts = parseAddresses(answer)
  if (!accounts?.length)
    throw new ProviderRpcError({
      code: WALLET_ERROR_CODES.UNAUTHORIZED,
      message: 'The wallet shared no account',
    })
  let chainId = await readChainId(provider)
  if (network.chainNamespace === 'eip155' && Number(network.id) !== chainId) {
    try {
      await switchWallet(connection, provider, network)
      chainId = await readChainId(provider)
    } catch (error) {
      // connected all the same; core sees the wallet's network and decides if it is supported
      connection
        .context()
        ?.log.warn('eip155: the wallet stayed on its network after connecting', error)
    }
  }
  return toConnected(attachWallet(connection, { connectorId, provider, accounts, chainId }))
}

/** The rest of a reconnect once the wallet answered eth_accounts; undefined with none. */
export async function restoreWallet(
  connection: EvmConnection,
  p: { connectorId: string; provider: Eip1193Provider; accounts: unknown },
): Promise<Connected | undefined> {
  const accounts = parseAddresses(p.accounts)
  if (!accounts?.length) return undefined
  const chainId = await readChainId(p.provider)
  return toConnected(attachWallet(connection, { ...p, accounts, chainId }))
}
