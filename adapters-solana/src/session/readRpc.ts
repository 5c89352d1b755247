import type { Network } from '@walletport/core'
import { SolanaRpcError } from '../errors.js'
import type { SolanaRpc } from '../rpc/createSolanaRpc.js'
import type { SolanaClient } from './SolanaClient.js'

/** A read over the network's RPC; any failure (the endpoint's or loading's) as SolanaRpcError. */
export async function readRpc<T>(
  client: SolanaClient,
  network: Network,
  read: (rpc: SolanaRpc) => Promise<T>,
): Promise<T> {
  try {
    return await read(await client.rpc())
  } catch (error) {
    throw new SolanaRpcError({ url: network.rpcUrls.default.http[0] as string, cause: error })
  }
}
