import { ChainNotSupportedError, type Network } from '@walletport/core'
import { addChain, switchChain } from 'viem/actions'
import { toEvmError } from '../errors/toEvmError.js'
import type { EvmConnection } from '../operations/types.js'
import { walletClient } from '../operations/walletClient.js'
import type { Eip1193Provider } from '../types.js'
import { isUnrecognizedChain } from './isUnrecognizedChain.js'

/** Moves a wallet to a network, adding the network first when the wallet does not know it. */
export async function switchWallet(
  connection: EvmConnection,
  provider: Eip1193Provider,
  network: Network,
): Promise<void> {
  const chain = connection.chainOf(network)
  const client = walletClient(provider)
  try {
    await switchChain(client, { id: chain.id })
    return
  } catch (error) {
    if (!isUnrecognizedChain(error)) throw new ChainNotSupportedError({ cause: toEvmError(error) })
  }
  // the wallet does not know the network: add it, then switch (some wallets switch on add)
  try {
    await addChain(client, { chain })
    await switchChain(client, { id: chain.id })
  } catch (error) {
    throw new ChainNotSupportedError({ cause: toEvmError(error) })
  }
}
