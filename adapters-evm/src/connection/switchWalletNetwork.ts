import type { Network } from '@walletport/core'
import type { EvmConnection } from '../operations/types.js'
import { readChainId } from './readChainId.js'
import { switchWallet } from './switchWallet.js'

/** Moves the connected wallet to a network and reports where it went. */
export async function switchWalletNetwork(
  connection: EvmConnection,
  { network }: { network: Network },
): Promise<void> {
  const wallet = connection.wallet.current()
  // with no wallet connected there is nothing to move: core sets its network alone
  if (!wallet) return
  await switchWallet(connection, wallet.provider, network)
  const chainId = await readChainId(wallet.provider)
  if (connection.wallet.current() === wallet && chainId !== wallet.chainId) {
    wallet.chainId = chainId
    connection.context()?.networkChanged({
      connectorId: wallet.connectorId,
      networkId: `eip155:${chainId}`,
    })
  }
}
