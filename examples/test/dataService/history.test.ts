import { TransactionsResponseSchema } from '@walletport/blockchain-api'
import { encodeFunctionData, erc20Abi, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { RECIPIENT } from '../harness/chain.js'
import { type DataServiceHarness, startDataServiceHarness } from './dataServiceHarness.js'

// the history the local data service indexes from the anvil chains, through blockchain-api
let h: DataServiceHarness

beforeAll(async () => {
  h = await startDataServiceHarness()
}, 60_000)
afterAll(async () => {
  await h?.stop()
})

/** every page of the wallet's raw history on chain A (spam included), following `next` */
async function rawHistory(address: string) {
  const pages = []
  let cursor: string | undefined
  do {
    const query = `chainId=eip155:31337${cursor ? `&cursor=${cursor}` : ''}`
    const page = await h.request(
      TransactionsResponseSchema,
      `/v1/account/${address}/history?${query}`,
    )
    pages.push(page.data)
    cursor = page.next
  } while (cursor)
  return pages
}

test("default: the setup shows as token receipts, the collection's mints and spam airdrops, flagged", async () => {
  const pages = await rawHistory(h.devnet.address)
  expect(pages.map((page) => page.length)).toEqual([5, 2])
  const page = pages.flat()
  expect(
    page.map((tx) => [
      tx.metadata.operationType,
      tx.transfers.map((t) => [
        t.direction,
        t.fungible_info?.symbol ?? t.nft_info?.name,
        t.quantity.numeric,
        t.nft_info?.flags?.is_spam ?? false,
      ]),
    ]),
  ).toEqual([
    // named from each token's metadata, as an indexer does
    ['mint', [['in', 'Harbour Crane', '1', false]]],
    ['mint', [['in', 'Fishing Boats', '1', false]]],
    ['mint', [['in', 'Lighthouse at Dawn', '1', false]]],
    ['mint', [['in', 'Free Airdrop Pass #2', '1', true]]],
    ['mint', [['in', 'Free Airdrop Pass #1', '1', true]]],
    ['receive', [['in', 'DAI', '1000', false]]],
    ['receive', [['in', 'USDC', '1000', false]]],
  ])
  expect(page[5]?.metadata).toMatchObject({
    chain: 'eip155:31337',
    status: 'confirmed',
    sentTo: h.contracts.dai,
  })
  // core hides a transaction whose every transfer is spam: the client already does
  const first = await h.data.getTransactions({ address: h.devnet.address, network: h.networks[0] })
  const second = await h.data.getTransactions({
    address: h.devnet.address,
    network: h.networks[0],
    cursor: first.next,
  })
  expect(
    [...first.data, ...second.data].map(
      (tx) => tx.transfers[0]?.fungible_info?.symbol ?? tx.transfers[0]?.nft_info?.name,
    ),
  ).toEqual(['Harbour Crane', 'Fishing Boats', 'Lighthouse at Dawn', 'DAI', 'USDC'])
})

test('behavior: new transfers page newest first, 5 a page, and pages never overlap', async () => {
  for (let i = 1; i <= 4; i++)
    expect((await h.send({ to: RECIPIENT, value: parseEther(String(i)) })).status).toBe('success')
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [RECIPIENT, parseUnits('2', 18)],
  })
  expect((await h.send({ to: h.contracts.dai, data })).status).toBe('success')

  const pages = await rawHistory(h.devnet.address)
  expect(pages.map((page) => page.length)).toEqual([5, 5, 2])
  const all = pages.flat()
  expect(new Set(all.map((tx) => tx.id)).size).toBe(12)
  expect(
    all.slice(0, 5).map((tx) => [tx.metadata.operationType, tx.transfers[0]?.quantity.numeric]),
  ).toEqual([
    ['send', '2'],
    ['send', '4'],
    ['send', '3'],
    ['send', '2'],
    ['send', '1'],
  ])
  expect(all[0]?.transfers[0]).toMatchObject({
    direction: 'out',
    fungible_info: { symbol: 'DAI' },
    value: 2,
    price: 1,
  })
  expect(all[1]?.transfers[0]).toMatchObject({
    direction: 'out',
    fungible_info: { symbol: 'ETH', name: 'Ether' },
    value: 12000,
  })
  const minedAt = all.map((tx) => Date.parse(tx.metadata.minedAt))
  expect(minedAt.every((time, i) => i === 0 || time <= (minedAt[i - 1] ?? 0))).toBe(true)

  // the client: same pages, spam left out, `next` as its cursor
  const first = await h.data.getTransactions({ address: h.devnet.address, network: h.networks[0] })
  expect(first.data).toHaveLength(5)
  expect(first.next).toMatch(/^\d+-\d+$/)
  const second = await h.data.getTransactions({
    address: h.devnet.address,
    network: h.networks[0],
    cursor: first.next,
  })
  const third = await h.data.getTransactions({
    address: h.devnet.address,
    network: h.networks[0],
    cursor: second.next,
  })
  expect(third.next).toBeUndefined()
  expect(third.data.map((tx) => tx.transfers[0]?.fungible_info?.symbol)).toEqual(['DAI', 'USDC'])

  // the receiver sees the same transfers coming in
  const received = await h.data.getTransactions({ address: RECIPIENT, network: h.networks[0] })
  expect(
    received.data.map((tx) => [tx.metadata.operationType, tx.transfers[0]?.direction]),
  ).toEqual(Array(5).fill(['receive', 'in']))
})

test('behavior: a reverted transaction is listed as failed, without transfers', async () => {
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [RECIPIENT, parseUnits('1000000', 6)],
  })
  const { hash, status } = await h.send({ to: h.contracts.usdc, data, gas: 100_000n })
  expect(status).toBe('reverted')
  const [latest] = (await rawHistory(h.devnet.address))[0] ?? []
  expect(latest).toMatchObject({
    id: hash,
    metadata: { status: 'failed', operationType: 'execute' },
    transfers: [],
  })
})

test('behavior: each chain has its own history', async () => {
  const other = await h.data.getTransactions({ address: h.devnet.address, network: h.networks[1] })
  // its first page: the collection's three mints (the two spam airdrops hidden)
  expect(other.data.map((tx) => tx.metadata.chain)).toEqual(Array(3).fill('eip155:31338'))
})

test('behavior: a chain that goes back (anvil revert) is indexed again', async () => {
  const node = h.devnet.nodes[1]
  const snapshot = await node.rpc('evm_snapshot')
  const b = h.wallets[1]
  const hash = await b.sendTransaction({ to: RECIPIENT, value: 1n })
  await h.clients[1].waitForTransactionReceipt({ hash })
  const network = h.networks[1]
  expect((await h.data.getTransactions({ address: RECIPIENT, network })).data[0]?.id).toBe(hash)
  await node.rpc('evm_revert', [snapshot])
  expect((await h.data.getTransactions({ address: RECIPIENT, network })).data).toEqual([])
})

test('parameters: a bad cursor or a missing chain is a 400', async () => {
  const path = `/v1/account/${h.devnet.address}/history`
  expect(await h.refusal(`${path}?chainId=eip155:31337&cursor=abc`)).toEqual({
    status: 400,
    message: 'cursor: abc is not a cursor of this service',
  })
  expect(await h.refusal(path)).toEqual({ status: 400, message: 'chainId is required' })
})
