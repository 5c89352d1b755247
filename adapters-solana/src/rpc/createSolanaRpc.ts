import { Connection, PublicKey } from '@solana/web3.js'
import {
  type CreateRpcFetchParameters,
  createRpcFetch,
  type Network,
  type TokenBalance,
} from '@walletport/core'
import {
  type GetTokenBalancesFromRpcParameters,
  getTokenBalancesFromRpc,
} from '../balances/getTokenBalancesFromRpc.js'
import { type SendTransferParameters, sendTransfer } from '../send/sendTransfer.js'
import type { SolanaCommitment } from '../solanaAdapter.js'

export type SolanaRpc = {
  /** the native balance, in lamports */
  getBalance(p: { network: Network; address: string }): Promise<bigint>
  getTokenBalances(
    p: Omit<GetTokenBalancesFromRpcParameters, 'connection'>,
  ): Promise<TokenBalance[]>
  sendTransfer(p: Omit<SendTransferParameters, 'connection' | 'commitment'>): Promise<string>
}

/**
 * What the adapter does with @solana/web3.js (reads, SPL balances, sends) over one Connection
 * per endpoint. The session loads this module with `import()` on the first read or send, so
 * the connect button costs none of web3.js.
 */
export function createSolanaRpc({
  commitment,
  policy,
}: {
  commitment: SolanaCommitment
  /** the chain-RPC rules (10 s per attempt, 3 retries from 150 ms) */
  policy?: CreateRpcFetchParameters | undefined
}): SolanaRpc {
  const connections = new Map<string, Connection>()
  // one policy for every call: web3.js's own 429 loop (5 tries from 500 ms, no time-out)
  // is turned off so the chain RPC rules (10 s timeout, 3 retries doubling from 150 ms, Retry-After) are the only ones
  const fetch = createRpcFetch(policy)

  function getConnection(network: Network) {
    const http = network.rpcUrls.default.http[0] as string
    const ws = network.rpcUrls.default.webSocket?.[0]
    const key = `${http} ${ws ?? ''}`
    let connection = connections.get(key)
    if (!connection) {
      connection = new Connection(http, {
        commitment,
        wsEndpoint: ws,
        fetch,
        disableRetryOnRateLimit: true,
      })
      connections.set(key, connection)
    }
    return connection
  }

  return {
    async getBalance({ network, address }) {
      const lamports = await getConnection(network).getBalance(new PublicKey(address), commitment)
      return BigInt(lamports)
    },
    getTokenBalances: (p) =>
      getTokenBalancesFromRpc({ connection: getConnection(p.network), ...p }),
    sendTransfer: (p) => sendTransfer({ connection: getConnection(p.network), commitment, ...p }),
  }
}
