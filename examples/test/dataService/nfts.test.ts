import { connect, createKit, fetchNfts, hostedData, mockAdapter } from '@walletport/core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { airdropNftArtifact } from '../../contracts/artifacts/airdropNftArtifact.js'
import { getDemoNetworks } from '../../demo/demoNetworks.js'
import { withDemoNfts } from '../../demo/src/withDemoNfts.js'
import { RECIPIENT } from '../harness/chain.js'
import { type DataServiceHarness, startDataServiceHarness } from './dataServiceHarness.js'

// the NFTs tab's data from the local data service: the hosted service lists NFTs only in the
// history, so core reads them from there; the demo's spam airdrops stay hidden
let h: DataServiceHarness

beforeAll(async () => {
  h = await startDataServiceHarness()
}, 60_000)
afterAll(async () => {
  await h?.stop()
})

/** a collection of the wallet's own on chain A (not the spam one): deployed, then two mints */
async function mintOwnCollection() {
  const [wallet] = h.wallets
  const [client] = h.clients
  const hash = await wallet.deployContract({
    abi: airdropNftArtifact.abi,
    bytecode: airdropNftArtifact.bytecode,
    args: ['Demo Cards', 'CARD'],
  })
  const { contractAddress } = await client.waitForTransactionReceipt({ hash })
  if (!contractAddress) throw new Error('the collection was not deployed')
  for (const to of [h.devnet.address, h.devnet.address]) {
    const mint = await wallet.writeContract({
      address: contractAddress,
      abi: airdropNftArtifact.abi,
      functionName: 'airdrop',
      args: [to],
    })
    await client.waitForTransactionReceipt({ hash: mint })
  }
  // the second card is given away: the wallet no longer holds it
  const give = await wallet.writeContract({
    address: contractAddress,
    abi: airdropNftArtifact.abi,
    functionName: 'transferFrom',
    args: [h.devnet.address, RECIPIENT, 2n],
  })
  await client.waitForTransactionReceipt({ hash: give })
}

test('behavior: core lists the NFTs the history shows held: the kept card, not the given one nor the spam', async () => {
  await mintOwnCollection()
  const kit = createKit({
    networks: getDemoNetworks(h.devnet.config),
    adapters: [mockAdapter({ namespace: 'eip155', accounts: [h.devnet.address] })],
    logLevel: 'silent',
    dataSource: hostedData({ baseUrl: h.devnet.config.dataServiceUrl, retry: false }),
  })
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  const { nfts, failed } = await fetchNfts(kit)
  expect(failed).toBe(false)
  // newest first: the card, then the demo collection's three minted at demo start
  expect(nfts.map(({ name, network }) => ({ name, network }))).toEqual([
    { name: 'Demo Cards #1', network: h.networks[0].caipNetworkId },
    { name: 'Harbour Crane', network: h.networks[0].caipNetworkId },
    { name: 'Fishing Boats', network: h.networks[0].caipNetworkId },
    { name: 'Lighthouse at Dawn', network: h.networks[0].caipNetworkId },
  ])
  // the history names no collection
  expect(nfts.some((nft) => nft.collection)).toBe(false)
  expect(nfts[0]?.imageUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/icons\/DC1\.svg$/)
})

test("behavior: the demo service's own list: the collection's NFTs with their collection, the spam flagged", async () => {
  const response = await fetch(
    `${h.devnet.config.dataServiceUrl}/v1/account/${h.devnet.address}/nfts?chainId=eip155:31337`,
  )
  expect(response.status).toBe(200)
  const { data } = (await response.json()) as {
    data: { name: string; collection: string; isSpam: boolean }[]
  }
  expect(data.map(({ name, collection, isSpam }) => [name, collection, isSpam])).toEqual([
    ['Lighthouse at Dawn', 'Harbour Sketches', false],
    ['Fishing Boats', 'Harbour Sketches', false],
    ['Harbour Crane', 'Harbour Sketches', false],
    ['Free Airdrop Pass #1', 'Free Airdrop Pass', true],
    ['Free Airdrop Pass #2', 'Free Airdrop Pass', true],
  ])
  // an account with none, and a chain not served
  const none = await fetch(
    `${h.devnet.config.dataServiceUrl}/v1/account/${RECIPIENT}/nfts?chainId=eip155:31337`,
  )
  expect(await none.json()).toEqual({ data: [] })
  const bad = await fetch(
    `${h.devnet.config.dataServiceUrl}/v1/account/${h.devnet.address}/nfts?chainId=eip155:1`,
  )
  expect(bad.status).toBe(400)
})

test("behavior: with the demo's getNfts, core lists the collection with its name and hides the spam", async () => {
  const baseUrl = h.devnet.config.dataServiceUrl ?? ''
  const kit = createKit({
    networks: getDemoNetworks(h.devnet.config),
    adapters: [mockAdapter({ namespace: 'eip155', accounts: [h.devnet.address] })],
    logLevel: 'silent',
    dataSource: withDemoNfts(hostedData({ baseUrl, retry: false }), baseUrl),
  })
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  const { nfts, failed } = await fetchNfts(kit)
  expect(failed).toBe(false)
  expect(nfts.map(({ name, collection }) => [name, collection])).toEqual([
    ['Lighthouse at Dawn', 'Harbour Sketches'],
    ['Fishing Boats', 'Harbour Sketches'],
    ['Harbour Crane', 'Harbour Sketches'],
  ])
  expect(nfts[0]?.imageUrl).toMatch(/\/icons\/LaD\.svg$/)
})
