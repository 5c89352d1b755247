import {
  ApproveTransactionSchema,
  GasPriceSchema,
  SwapAllowanceSchema,
  SwapQuotesSchema,
  SwapTokensSchema,
  SwapTransactionSchema,
} from '@walletport/blockchain-api'
import { formatUnits, type Hex, maxUint256, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { NATIVE_TOKEN_ADDRESS } from '../../contracts/demoContracts.js'
import { type DataServiceHarness, startDataServiceHarness } from './dataServiceHarness.js'

// a swap end to end: the local data service quotes from the demo swap contract, builds the
// approval and the swap, the demo wallet signs and sends them, anvil mines them
let h: DataServiceHarness
let usdc: string
let dai: string
let eth: string

beforeAll(async () => {
  h = await startDataServiceHarness()
  usdc = h.onA(h.contracts.usdc)
  dai = h.onA(h.contracts.dai)
  eth = h.onA(NATIVE_TOKEN_ADDRESS)
})
afterAll(async () => {
  await h?.stop()
})

const amountOf = async (symbol: string) =>
  (
    await h.data.getTokenBalances({
      address: h.devnet.address,
      network: h.networks[0],
      forceUpdate: true,
    })
  ).find((row) => row.symbol === symbol)?.quantity.numeric

test('behavior: the client asks nothing for the demo chains, which are not swap networks', async () => {
  // blockchain-api serves swaps on SPEC section 9's networks only; the calls below go raw
  const network = h.networks[0]
  const userAddress = h.devnet.address
  expect(
    await h.data.getSwapQuotes({
      network,
      amount: '1',
      userAddress,
      from: usdc,
      to: dai,
      gasPrice: '1',
    }),
  ).toEqual({ quotes: [] })
  expect(await h.data.getSwapTokens({ network })).toEqual({ tokens: [] })
})

test('default: the tradable tokens and the gas price come from the chain', async () => {
  const { tokens } = await h.request(SwapTokensSchema, '/v1/convert/tokens?chainId=eip155:31337')
  expect(tokens.map((t) => [t.symbol, t.address, t.decimals])).toEqual([
    ['ETH', eth, 18],
    ['USDC', usdc, 6],
    ['DAI', dai, 18],
  ])
  const gas = await h.request(GasPriceSchema, '/v1/convert/gas-price?chainId=eip155:31337')
  const node = await h.clients[0].getGasPrice()
  expect(BigInt(gas.standard)).toBe(node)
  expect(BigInt(gas.fast)).toBeGreaterThan(BigInt(gas.standard))
  expect(BigInt(gas.instant)).toBeGreaterThan(BigInt(gas.fast))
})

test('behavior: quote, approve, build, send: a USDC to DAI swap is mined', async () => {
  const user = h.devnet.address
  const amount = String(parseUnits('100', 6))
  const query = `amount=${amount}&userAddress=${user}&from=${usdc}&to=${dai}&gasPrice=1`
  const { quotes } = await h.request(SwapQuotesSchema, `/v1/convert/quotes?${query}`)
  const [quote] = quotes
  expect(quote).toMatchObject({ fromAmount: amount, fromAccount: usdc, toAccount: dai })
  // the pool holds 1,000,000 of each and keeps 0.3%: a little under 99.7 DAI
  const out = BigInt(quote?.toAmount ?? 0)
  expect(out).toBeGreaterThan(parseUnits('99.6', 18))
  expect(out).toBeLessThan(parseUnits('99.7', 18))

  const allowance = `/v1/convert/allowance?tokenAddress=${usdc}&userAddress=${user}`
  expect(await h.request(SwapAllowanceSchema, allowance)).toEqual({ allowance: '0' })
  // without the approval, an estimated swap would revert: the service says why
  const body = {
    amount,
    eip155: { slippage: 1 },
    projectId: 'demo',
    from: usdc,
    to: dai,
    userAddress: user,
    disableEstimate: false,
  }
  expect(await h.refusal('/v1/convert/build-transaction', { method: 'POST', json: body })).toEqual({
    status: 422,
    message: 'The transaction would fail: Execution reverted with reason: DemoToken: allowance.',
  })

  const { tx: approve } = await h.request(
    ApproveTransactionSchema,
    `/v1/convert/build-approve?userAddress=${user}&from=${usdc}&to=${dai}`,
  )
  expect(approve).toMatchObject({ from: user, to: h.contracts.usdc, value: '0' })
  const { gas, gasPrice } = approve.eip155
  // the demo service sends both, gas as a JSON number as the hosted one does
  if (gas === undefined || gasPrice === undefined) throw new Error('no gas in the approval')
  const approved = await h.send({
    to: approve.to as Hex,
    data: approve.data as Hex,
    gas: BigInt(gas),
    gasPrice: BigInt(gasPrice),
  })
  expect(approved.status).toBe('success')
  expect(await h.request(SwapAllowanceSchema, allowance)).toEqual({ allowance: String(maxUint256) })

  const { tx } = await h.request(SwapTransactionSchema, '/v1/convert/build-transaction', {
    method: 'POST',
    json: body,
  })
  expect(tx).toMatchObject({ from: user, to: h.contracts.swap, amount: '0' })
  const swapped = await h.send({
    to: tx.to as Hex,
    data: tx.data as Hex,
    value: BigInt(tx.amount),
    gas: BigInt(tx.eip155.gas),
    gasPrice: BigInt(tx.eip155.gasPrice),
  })
  expect(swapped.status).toBe('success')

  expect(await amountOf('USDC')).toBe('900')
  // nothing traded in between: exactly the quote
  expect(await amountOf('DAI')).toBe(formatUnits(parseUnits('1000', 18) + out, 18))
  const { data } = await h.data.getTransactions({ address: user, network: h.networks[0] })
  expect(data[0]).toMatchObject({ id: swapped.hash, metadata: { operationType: 'trade' } })
  expect(data[0]?.transfers.map((t) => [t.direction, t.fungible_info?.symbol])).toEqual([
    ['out', 'USDC'],
    ['in', 'DAI'],
  ])
  expect(data[1]).toMatchObject({ id: approved.hash, metadata: { operationType: 'approve' } })
})

test('behavior: ether in needs no approval and is the transaction value; ether out shows', async () => {
  const user = h.devnet.address
  expect(
    await h.request(
      SwapAllowanceSchema,
      `/v1/convert/allowance?tokenAddress=${eth}&userAddress=${user}`,
    ),
  ).toEqual({ allowance: String(maxUint256) })
  expect(
    await h.refusal(`/v1/convert/build-approve?userAddress=${user}&from=${eth}&to=${usdc}`),
  ).toEqual({ status: 400, message: 'from: ether needs no approval' })

  const amount = String(parseEther('1'))
  const buy = await h.request(SwapTransactionSchema, '/v1/convert/build-transaction', {
    method: 'POST',
    json: {
      amount,
      eip155: { slippage: 0.5 },
      from: eth,
      to: usdc,
      userAddress: user,
      disableEstimate: true,
    },
  })
  expect(buy.tx.amount).toBe(amount)
  expect(buy.tx.eip155.gas).toBe('250000')
  const bought = await h.send({
    to: buy.tx.to as Hex,
    data: buy.tx.data as Hex,
    value: BigInt(buy.tx.amount),
    gas: BigInt(buy.tx.eip155.gas),
  })
  expect(bought.status).toBe('success')

  const sell = await h.request(SwapTransactionSchema, '/v1/convert/build-transaction', {
    method: 'POST',
    json: {
      amount: String(parseUnits('100', 6)),
      eip155: { slippage: 1 },
      from: usdc,
      to: eth,
      userAddress: user,
      disableEstimate: false,
    },
  })
  const sold = await h.send({
    to: sell.tx.to as Hex,
    data: sell.tx.data as Hex,
    gas: BigInt(sell.tx.eip155.gas),
  })
  expect(sold.status).toBe('success')

  const { data } = await h.data.getTransactions({ address: user, network: h.networks[0] })
  const legs = (id: string) =>
    data.find((tx) => tx.id === id)?.transfers.map((t) => [t.direction, t.fungible_info?.symbol])
  expect(legs(bought.hash)).toEqual([
    ['out', 'ETH'],
    ['in', 'USDC'],
  ])
  expect(legs(sold.hash)).toEqual([
    ['out', 'USDC'],
    ['in', 'ETH'],
  ])
})

test('behavior: a swap whose pool moved past the slippage reverts', async () => {
  const user = h.devnet.address
  const json = {
    amount: String(parseUnits('50', 6)),
    eip155: { slippage: 0 },
    from: usdc,
    to: dai,
    userAddress: user,
    disableEstimate: false,
  }
  const first = await h.request(SwapTransactionSchema, '/v1/convert/build-transaction', {
    method: 'POST',
    json,
  })
  const second = await h.request(SwapTransactionSchema, '/v1/convert/build-transaction', {
    method: 'POST',
    json,
  })
  const send = (tx: typeof first.tx) =>
    h.send({ to: tx.to as Hex, data: tx.data as Hex, gas: BigInt(tx.eip155.gas) })
  expect((await send(first.tx)).status).toBe('success')
  expect((await send(second.tx)).status).toBe('reverted')
})

test('parameters: bad swap requests are 4xx with a message', async () => {
  const user = h.devnet.address
  const quotes = (query: string) => h.refusal(`/v1/convert/quotes?${query}`)
  expect(await quotes(`amount=1&userAddress=${user}&from=${usdc}&to=${dai}`)).toEqual({
    status: 400,
    message: 'gasPrice is required',
  })
  expect(await quotes(`amount=-1&userAddress=${user}&from=${usdc}&to=${dai}&gasPrice=1`)).toEqual({
    status: 400,
    message: 'amount: expected a positive integer amount, got -1',
  })
  expect(await quotes(`amount=1&userAddress=${user}&from=${usdc}&to=${usdc}&gasPrice=1`)).toEqual({
    status: 400,
    message: 'from and to must differ',
  })
  expect(
    await quotes(
      `amount=1&userAddress=${user}&from=${usdc}&to=eip155:31338:${h.contracts.dai}&gasPrice=1`,
    ),
  ).toEqual({ status: 400, message: 'from and to must be on the same chain' })
  expect(
    await quotes(`amount=1&userAddress=${user}&from=${usdc}&to=${h.onA(user)}&gasPrice=1`),
  ).toEqual({
    status: 400,
    message: `to: ${h.onA(user)} is not a token`,
  })
  // one wei of DAI buys less than a millionth of a USDC
  expect(await quotes(`amount=1&userAddress=${user}&from=${dai}&to=${usdc}&gasPrice=1`)).toEqual({
    status: 422,
    message: 'The amount is too small to swap',
  })
  expect(
    await h.refusal(`/v1/convert/allowance?tokenAddress=${h.contracts.usdc}&userAddress=${user}`),
  ).toEqual({
    status: 400,
    message: `tokenAddress: expected a CAIP-10 id, got ${h.contracts.usdc}`,
  })
  expect(
    await h.refusal('/v1/convert/build-transaction', {
      method: 'POST',
      json: { amount: '1', eip155: { slippage: 99 }, from: usdc, to: dai, userAddress: user },
    }),
  ).toEqual({
    status: 400,
    message: 'eip155.slippage: Invalid value: Expected <=50 but received 99',
  })
})
