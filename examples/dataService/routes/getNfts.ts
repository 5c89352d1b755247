import { type Address, getAddress, parseAbi } from 'viem'
import type { DataServiceContext, ServedChain } from '../context.js'
import { nftImageUrl } from '../iconUrl.js'
import { readNftName } from '../readNftName.js'
import { parseAddress, parseChain, requireQuery } from '../readParams.js'
import type { Route } from '../route.js'

const collectionAbi = parseAbi([
  'function name() view returns (string)',
  'function totalSupply() view returns (uint256)',
  'function ownerOf(uint256) view returns (address)',
])

/** the most tokens read per collection: the demo's hold a handful */
const MAX_TOKENS = 200n

export type NftRecord = {
  id: string
  name: string
  imageUrl: string
  collection: string
  isSpam: boolean
}

async function listHeld(
  ctx: DataServiceContext,
  chain: ServedChain,
  collection: Address,
  account: Address,
): Promise<NftRecord[]> {
  const read = <T>(p: Promise<T>) => p.catch(() => undefined)
  const [name, supply] = await Promise.all([
    read(
      chain.client.readContract({ address: collection, abi: collectionAbi, functionName: 'name' }),
    ),
    read(
      chain.client.readContract({
        address: collection,
        abi: collectionAbi,
        functionName: 'totalSupply',
      }),
    ),
  ])
  // not deployed on this chain (or not a collection): nothing held there
  if (name === undefined || supply === undefined) return []
  const ids = Array.from({ length: Number(supply < MAX_TOKENS ? supply : MAX_TOKENS) }, (_, i) =>
    BigInt(i + 1),
  )
  const owners = await Promise.all(
    ids.map((id) =>
      read(
        chain.client.readContract({
          address: collection,
          abi: collectionAbi,
          functionName: 'ownerOf',
          args: [id],
        }),
      ),
    ),
  )
  const held = ids.filter((_, i) => owners[i]?.toLowerCase() === account.toLowerCase())
  return Promise.all(
    held.map(async (id) => {
      const tokenName = await readNftName(chain, { address: collection, name }, id)
      return {
        id: `${chain.caipNetworkId}:${getAddress(collection)}:${id}`,
        name: tokenName,
        imageUrl: nftImageUrl(ctx.baseUrl, tokenName),
        collection: name,
        isSpam: collection.toLowerCase() === ctx.contracts.spam.toLowerCase(),
      }
    }),
  )
}

/**
 * GET /v1/account/{address}/nfts?chainId=: the demo's own endpoint, not one of the hosted
 * service (which has no NFT list, see blockchain-api/src/schemas/SHAPES.md). The NFTs of the
 * demo's collections the account holds now on `chainId`, read from the chain: the real
 * collection's with their metadata names, and the spam airdrops flagged `isSpam` (the kit
 * hides those). Answers `{ data: [{ id, name, imageUrl, collection, isSpam }] }`.
 */
export const getNfts: Route = async (ctx, { params, query }) => {
  const account = parseAddress(params.address ?? '', 'address')
  const chain = parseChain(ctx, requireQuery(query, 'chainId'))
  const lists = await Promise.all(
    [ctx.contracts.collection, ctx.contracts.spam].map((collection) =>
      listHeld(ctx, chain, collection, account),
    ),
  )
  return { json: { data: lists.flat() } }
}
