import { erc20Abi, maxUint256 } from 'viem'
import { badRequest } from '../DataServiceError.js'
import { readAsset } from '../listChainAssets.js'
import { parseAccountId, parseAddress, requireQuery } from '../readParams.js'
import type { Route } from '../route.js'

/**
 * GET /v1/convert/allowance: how much of the token the swap contract may take from the
 * user, read from the token. Ether needs no approval: the largest amount.
 */
export const getConvertAllowance: Route = async (ctx, { query }) => {
  const { chain, address } = parseAccountId(
    ctx,
    requireQuery(query, 'tokenAddress'),
    'tokenAddress',
  )
  const owner = parseAddress(requireQuery(query, 'userAddress'), 'userAddress')
  const asset = await readAsset(chain, address)
  if (!asset) throw badRequest(`tokenAddress: ${address} is not a token`)
  const allowance = asset.native
    ? maxUint256
    : await chain.client.readContract({
        address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner, ctx.contracts.swap],
      })
  return { json: { allowance: String(allowance) } }
}
