import type { Network, TokenBalance } from '@walletport/core'
import { MULTICALL_BATCH, toTokenBalance } from '@walletport/core'
import { type Address, type Client, erc20Abi } from 'viem'
import { getBalance, multicall } from 'viem/actions'

export type ReadTokenBalancesParameters = {
  address: Address
  network: Network
  tokens: readonly Address[]
}

/**
 * Docs: /adapters-evm/balances#readTokenBalances. The native balance and every token's
 * balance, decimals, symbol and name in one round trip: eth_getBalance and the multicall's
 * eth_calls leave in the same JSON-RPC batch. Tokens that do not answer as ERC20 are left out.
 * RPC knows no prices, so fiat values are 0.
 */
export async function readTokenBalances(
  client: Client,
  { address, network, tokens }: ReadTokenBalancesParameters,
): Promise<TokenBalance[]> {
  const calls = tokens.flatMap((token) => [
    { address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] } as const,
    { address: token, abi: erc20Abi, functionName: 'decimals' } as const,
    { address: token, abi: erc20Abi, functionName: 'symbol' } as const,
    { address: token, abi: erc20Abi, functionName: 'name' } as const,
  ])
  const [native, results] = await Promise.all([
    getBalance(client, { address }),
    calls.length
      ? multicall(client, {
          contracts: calls,
          allowFailure: true,
          batchSize: MULTICALL_BATCH.batchSize,
          // without a Multicall3 address on the chain, viem runs it deployless
          deployless: !client.chain?.contracts?.multicall3,
        })
      : Promise.resolve([]),
  ])

  const rows: TokenBalance[] = [
    toTokenBalance({ network, amount: native, iconUrl: network.assets?.imageUrl ?? '' }),
  ]
  tokens.forEach((token, i) => {
    const [balance, decimals, symbol, name] = results
      .slice(i * 4, i * 4 + 4)
      .map((r) => (r.status === 'success' ? r.result : undefined))
    if (typeof balance !== 'bigint' || typeof decimals !== 'number') return
    const tokenSymbol = typeof symbol === 'string' ? symbol : ''
    const tokenName = typeof name === 'string' ? name : tokenSymbol
    rows.push(
      toTokenBalance({
        network,
        amount: balance,
        token: { address: token, name: tokenName, symbol: tokenSymbol, decimals },
      }),
    )
  })
  return rows
}
