import type { Network, TokenBalance } from '@walletport/core'
import { readRpc } from '../session/readRpc.js'
import type { SolanaClient } from '../session/SolanaClient.js'
import { assertSolanaAddress } from '../utils/assertSolanaAddress.js'

export type GetTokenBalancesParameters = {
  address: string
  network: Network
  tokens?: readonly { address: string }[]
}

/** From the kit's data service when it has one, else (or when it fails) from RPC. */
export async function getTokenBalances(
  client: SolanaClient,
  p: GetTokenBalancesParameters,
): Promise<readonly TokenBalance[]> {
  assertSolanaAddress(p.address)
  const network = client.served(p.network)
  const wanted = p.tokens && new Set(p.tokens.map((token) => token.address))
  const ctx = client.context()
  if (ctx?.dataSource) {
    try {
      const rows = await ctx.dataSource.getTokenBalances({ address: p.address, network })
      return rows.filter(
        (row) =>
          row.quantity.decimals !== '0' && (!wanted || !row.address || wanted.has(row.address)),
      )
    } catch (error) {
      ctx.log.warn('solana: the data service failed, reading balances from RPC', error)
    }
  }
  const { tokenList } = client
  return readRpc(client, network, (rpc) =>
    rpc.getTokenBalances({ address: p.address, network, tokens: p.tokens, tokenList }),
  )
}
