import { type Address, parseAbi } from 'viem'
import type { ServedChain } from './context.js'

const metadataAbi = parseAbi(['function tokenURI(uint256) view returns (string)'])
const JSON_URI = 'data:application/json,'

/** a token's name from its ERC-721 Metadata JSON (a data: URI); undefined if it has none */
export function nameFromTokenUri(uri: string | undefined): string | undefined {
  if (!uri?.startsWith(JSON_URI)) return undefined
  try {
    const json: unknown = JSON.parse(decodeURIComponent(uri.slice(JSON_URI.length)))
    const name = (json as { name?: unknown } | null)?.name
    return typeof name === 'string' && name.trim() ? name.trim() : undefined
  } catch {
    return undefined
  }
}

/**
 * Docs: /examples/dataService. An NFT's name as an indexer gives it: the name in its
 * metadata (tokenURI) when the collection has one, else `<collection> #<id>`.
 */
export async function readNftName(
  chain: ServedChain,
  collection: { address: Address; name: string },
  tokenId: bigint,
): Promise<string> {
  const uri = await chain.client
    .readContract({
      address: collection.address,
      abi: metadataAbi,
      functionName: 'tokenURI',
      args: [tokenId],
    })
    .catch(() => undefined)
  return nameFromTokenUri(uri) ?? `${collection.name} #${tokenId}`
}
