import { encodeFunctionData, erc20Abi, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { RECIPIENT } from '../harness/chain.js'
import { type DataServiceHarness, startDataServiceHarness } from './dataServiceHarness.js'

// the local data service's balances and prices, read through blockchain-api's own client
let h: DataServiceHarness

beforeAll(async () => {
  h = await startDataServiceHarness()
})
afterAll(async () => {
  await h?.stop()
})

test('default: supported chains are the two demo chains', async () => {
  expect(await h.data.getSupportedChains()).toEqual({
    http: ['eip155:31337', 'eip155:31338'],
    ws: [],
  })
})

test('default: the demo wallet holds ether and the demo tokens, priced in USD', async () => {
  const [a] = h.networks
  const rows = await h.data.getTokenBalances({ address: h.devnet.address, network: a })
  expect(
    rows.map(({ symbol, quantity, price, value }) => ({ symbol, quantity, price, value })),
  ).toMatchInlineSnapshot(`
      [
        {
          "price": 3000,
          "quantity": {
            "decimals": "18",
            "numeric": "10000",
          },
          "symbol": "ETH",
          "value": 30000000,
        },
        {
          "price": 1,
          "quantity": {
            "decimals": "6",
            "numeric": "1000",
          },
          "symbol": "USDC",
          "value": 1000,
        },
        {
          "price": 1,
          "quantity": {
            "decimals": "18",
            "numeric": "1000",
          },
          "symbol": "DAI",
          "value": 1000,
        },
      ]
    `)
  expect(rows[1]?.address).toBe(h.onA(h.contracts.usdc))
  expect(rows[0]?.iconUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/icons\/ETH\.svg$/)
  const icon = await fetch(rows[0]?.iconUrl ?? '')
  expect(icon.headers.get('content-type')).toBe('image/svg+xml')
})

test('behavior: balances after a native and an ERC-20 transfer are read from the chain', async () => {
  const [a] = h.networks
  const before = await h.data.getTokenBalances({ address: RECIPIENT, network: a })
  expect(before.map((row) => row.symbol)).toEqual(['ETH'])

  expect((await h.send({ to: RECIPIENT, value: parseEther('1.5') })).status).toBe('success')
  const transfer = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'transfer',
    args: [RECIPIENT, parseUnits('12.5', 6)],
  })
  expect((await h.send({ to: h.contracts.usdc, data: transfer })).status).toBe('success')

  const after = await h.data.getTokenBalances({ address: RECIPIENT, network: a, forceUpdate: true })
  expect(after.map((row) => [row.symbol, row.quantity.numeric, row.value])).toEqual([
    ['ETH', '10001.5', 10001.5 * 3000],
    ['USDC', '12.5', 12.5],
  ])
  const wallet = await h.data.getTokenBalances({
    address: h.devnet.address,
    network: a,
    forceUpdate: true,
  })
  expect(wallet.find((row) => row.symbol === 'USDC')?.quantity.numeric).toBe('987.5')
  const native = await h.data.getNativeBalance({ address: RECIPIENT, network: a })
  expect(native?.quantity.numeric).toBe('10001.5')
})

test('behavior: the second chain has its own balances (2500 ETH per dev account)', async () => {
  const [, b] = h.networks
  const rows = await h.data.getTokenBalances({ address: h.devnet.address, network: b })
  expect(rows.map((row) => [row.symbol, row.quantity.numeric])).toEqual([
    ['ETH', '2500'],
    ['USDC', '1000'],
    ['DAI', '1000'],
  ])
})

test('default: fungible prices from the demo price table; unknown assets are left out', async () => {
  const [a] = h.networks
  const prices = await h.data.getTokenPrices({
    network: a,
    addresses: [
      h.onA(h.contracts.dai),
      h.onA('0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'),
      h.onA(RECIPIENT),
    ],
  })
  expect(prices.fungibles.map(({ symbol, price }) => [symbol, price])).toEqual([
    ['DAI', 1],
    ['ETH', 3000],
  ])
})

test('parameters: refused balance and price requests answer 4xx with a message', async () => {
  const address = h.devnet.address
  expect(await h.refusal(`/v1/account/${address}/balance?currency=usd`)).toEqual({
    status: 400,
    message: 'chainId is required',
  })
  expect(
    await h.refusal(`/v1/account/${address}/balance?currency=eur&chainId=eip155:31337`),
  ).toMatchInlineSnapshot(`
      {
        "message": "currency: only usd is served",
        "status": 400,
      }
    `)
  expect(await h.refusal(`/v1/account/0x12/balance?currency=usd&chainId=eip155:31337`)).toEqual({
    status: 400,
    message: 'address: invalid address 0x12',
  })
  expect(await h.refusal(`/v1/account/${address}/balance?currency=usd&chainId=eip155:1`)).toEqual({
    status: 400,
    message: 'chainId: chain eip155:1 is not supported',
  })
  expect(await h.refusal('/v1/fungible/price', { method: 'POST', body: '{not json' })).toEqual({
    status: 400,
    message: 'The body is not valid JSON',
  })
  expect(
    await h.refusal('/v1/fungible/price', { method: 'POST', json: { currency: 'usd' } }),
  ).toEqual({
    status: 400,
    message: 'addresses: Invalid key: Expected "addresses" but received undefined',
  })
  expect(await h.refusal('/v1/fungible/price')).toEqual({
    status: 405,
    message: 'GET is not allowed on /v1/fungible/price',
  })
  expect(await h.refusal('/v1/nothing-here')).toEqual({ status: 404, message: 'Not found' })
  expect(await h.refusal('/v1/sessions/0x0')).toEqual({ status: 404, message: 'Not found' })
  // and the server is still there
  expect((await h.data.getSupportedChains()).http).toHaveLength(2)
})

test('behavior: the page may call it from its own origin (CORS, preflight included)', async () => {
  const url = `${h.devnet.config.dataServiceUrl}/v1/fungible/price`
  const preflight = await fetch(url, {
    method: 'OPTIONS',
    headers: {
      origin: 'http://127.0.0.1:5173',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,cache-control',
    },
  })
  expect(preflight.status).toBe(204)
  expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
  expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type,cache-control')
  const rows = await fetch(`${h.devnet.config.dataServiceUrl}/v1/supported-chains`)
  expect(rows.headers.get('access-control-allow-origin')).toBe('*')
})
