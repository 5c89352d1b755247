import type { CaipNetworkId, DataSource, Nft } from '@walletport/core'

type Row = { id: string; name: string; imageUrl: string; collection: string; isSpam: boolean }

/** a row of the demo service's NFT list, or undefined for one that is not (dropped) */
function readRow(row: unknown, network: CaipNetworkId): Nft | undefined {
  if (typeof row !== 'object' || row === null) return undefined
  const { id, name, imageUrl, collection, isSpam } = row as Partial<Record<keyof Row, unknown>>
  if (typeof id !== 'string' || typeof name !== 'string' || !name) return undefined
  return {
    id,
    name,
    network,
    ...(typeof imageUrl === 'string' && { imageUrl }),
    ...(typeof collection === 'string' && { collection }),
    isSpam: isSpam === true,
  }
}

/**
 * Docs: /examples/demo. Gives the demo's data source a `getNfts` read from the local data
 * service's own NFT list (`GET /v1/account/{address}/nfts`): the hosted service has none, and
 * without it the NFTs tab lists what the history shows, which names no collection. The kit
 * leaves out the rows flagged as spam.
 */
export function withDemoNfts<T extends DataSource>(source: T, baseUrl: string): T {
  return Object.assign(source, {
    async getNfts({
      address,
      network,
      signal,
    }: Parameters<NonNullable<DataSource['getNfts']>>[0]): Promise<Nft[]> {
      const url = new URL(`${baseUrl}/v1/account/${encodeURIComponent(address)}/nfts`)
      url.searchParams.set('chainId', network.caipNetworkId)
      const response = await fetch(url, { ...(signal && { signal }) })
      if (!response.ok) throw new Error(`the demo NFT list answered ${response.status}`)
      const body = (await response.json()) as { data?: unknown }
      const rows = Array.isArray(body?.data) ? body.data : []
      return rows.flatMap((row) => readRow(row, network.caipNetworkId) ?? [])
    },
  })
}
