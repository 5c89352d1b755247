import { expect, test } from 'vitest'
import { switchNetwork } from '../../actions/switchNetwork.js'
import { arbitrum, mainnet } from '../../networks/evm.js'
import { ADDRESS, connectKit, createFeatureKit } from '../../test/createFeatureKit.js'
import { useDataServer } from '../../test/useDataServer.js'
import type { DataSource } from '../../types/dataSource.js'
import { fetchNfts } from './fetchNfts.js'
import { getNftsState } from './nftsState.js'

const server = useDataServer()

const historyReads = () =>
  server.requestsTo(`/v1/account/${ADDRESS}/history`).map((r) => r.query.get('cursor'))

test('default: the hosted service lists NFTs only in history: what it shows received, spam left out', async () => {
  const { kit } = createFeatureKit(server)
  await connectKit(kit)
  const loading = fetchNfts(kit)
  expect(getNftsState(kit)).toMatchObject({ loading: true, nfts: [] })
  await loading
  // page 1: a2's two Cards are spam, a4 holds a spam Card and a real one; page 2 has no NFT
  expect(getNftsState(kit)).toEqual({
    nfts: [
      {
        id: 'Card|https://img.test/nft.png',
        name: 'Card',
        imageUrl: 'https://img.test/nft.png',
        network: mainnet.caipNetworkId,
      },
    ],
    loading: false,
    failed: false,
    key: `${mainnet.caipNetworkId}:${ADDRESS}`,
  })
  // every page is read, up to the last
  expect(historyReads()).toEqual([null, 'cursor-2'])
})

test('behavior: another network is another list; none of the other network shown meanwhile', async () => {
  const { kit } = createFeatureKit(server)
  await connectKit(kit)
  await fetchNfts(kit)
  await switchNetwork(kit, { networkId: arbitrum.caipNetworkId })
  const loading = fetchNfts(kit)
  expect(getNftsState(kit).nfts).toEqual([])
  // arbitrum's history (a3) received ether only
  expect((await loading).nfts).toEqual([])
})

test('behavior: a data source with an NFT list is used as it is, spam and other networks left out', async () => {
  const dataSource: DataSource = {
    getTokenBalances: async () => [],
    getIdentity: async () => ({ name: null, avatar: null }),
    getNfts: async ({ network }) => [
      { id: '1', name: 'Ape #1', collection: 'Apes', network: network.caipNetworkId },
      { id: '2', name: 'Free mint', network: network.caipNetworkId, isSpam: true },
      { id: '3', name: 'Elsewhere', network: arbitrum.caipNetworkId },
    ],
    getTransactions: async () => {
      throw new Error('not read when getNfts is there')
    },
  }
  const { kit } = createFeatureKit(server, { dataSource })
  await connectKit(kit)
  expect((await fetchNfts(kit)).nfts).toEqual([
    { id: '1', name: 'Ape #1', collection: 'Apes', network: mainnet.caipNetworkId },
  ])
})

test('behavior: no source of NFTs is an empty list, not a failure', async () => {
  const dataSource: DataSource = {
    getTokenBalances: async () => [],
    getIdentity: async () => ({ name: null, avatar: null }),
  }
  const { kit } = createFeatureKit(server, { dataSource })
  await connectKit(kit)
  await expect(fetchNfts(kit)).rejects.toMatchObject({ name: 'DataSourceMethodMissingError' })
  expect(getNftsState(kit)).toMatchObject({ nfts: [], loading: false, failed: false })
})

test('behavior: a failure is an empty, failed list and NftListError', async () => {
  const { kit } = createFeatureKit(server)
  await connectKit(kit)
  await fetchNfts(kit)
  server.route('GET /v1/account/:address/history', () => ({ status: 500, body: 'down' }))
  await expect(fetchNfts(kit)).rejects.toMatchObject({
    name: 'NftListError',
    shortMessage: 'Failed to fetch NFTs',
  })
  expect(getNftsState(kit)).toMatchObject({ nfts: [], loading: false, failed: true })
})

test('behavior: a history that repeats its cursor is read once per cursor', async () => {
  server.route('GET /v1/account/:address/history', () => ({
    json: { data: [], next: 'again' },
  }))
  const { kit } = createFeatureKit(server)
  await connectKit(kit)
  await fetchNfts(kit)
  expect(historyReads()).toEqual([null, 'again'])
})

test('behavior: an aborted read leaves the list as it was, not loading', async () => {
  const { kit } = createFeatureKit(server)
  await connectKit(kit)
  await fetchNfts(kit)
  server.route('GET /v1/account/:address/history', () => ({ delay: 200, json: { data: [] } }))
  const controller = new AbortController()
  const read = fetchNfts(kit, { signal: controller.signal })
  controller.abort()
  await expect(read).rejects.toBeDefined()
  expect(getNftsState(kit)).toMatchObject({ loading: false, failed: false })
  expect(getNftsState(kit).nfts).toHaveLength(1)
})
