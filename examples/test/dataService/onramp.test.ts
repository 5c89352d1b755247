import { afterAll, beforeAll, expect, test } from 'vitest'
import { RECIPIENT } from '../harness/chain.js'
import { type DataServiceHarness, startDataServiceHarness } from './dataServiceHarness.js'

// the on-ramp: options, quotes, and a URL to the local provider's page, which pays out
let h: DataServiceHarness

beforeAll(async () => {
  h = await startDataServiceHarness()
})
afterAll(async () => {
  await h?.stop()
})

test('default: options list the demo assets per chain and the fiat currencies', async () => {
  const options = await h.data.getOnrampOptions()
  expect(options.isFallback).toBe(false)
  expect(options.purchaseCurrencies.map((c) => [c.id, c.networks.map((n) => n.name)])).toEqual([
    ['ETH', ['devnet-a', 'devnet-b']],
    ['USDC', ['devnet-a', 'devnet-b']],
    ['DAI', ['devnet-a', 'devnet-b']],
  ])
  expect(options.purchaseCurrencies[1]?.networks[0]).toEqual({
    name: 'devnet-a',
    display_name: 'Devnet A',
    chain_id: '31337',
    contract_address: h.contracts.usdc,
  })
  expect(options.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
})

test('default: a quote itemises a 1-2% provider fee and the network fee', async () => {
  const network = h.networks[0]
  const quote = await h.data.getOnrampQuote({
    network,
    purchaseCurrency: 'USDC',
    paymentCurrency: 'USD',
    amount: '250.00',
    purchaseNetwork: 'devnet-a',
  })
  expect(quote?.isFallback).toBe(false)
  const fee = Number(quote?.coinbaseFee?.amount)
  const networkFee = Number(quote?.networkFee.amount)
  expect(fee).toBe(3.75)
  expect(fee / 250).toBeGreaterThanOrEqual(0.01)
  expect(fee / 250).toBeLessThanOrEqual(0.02)
  expect(networkFee).toBeGreaterThan(0)
  const subtotal = Number(quote?.paymentSubtotal.amount)
  expect(subtotal).toBeCloseTo(250 - fee - networkFee, 2)
  // USDC at 1 USD: the subtotal buys as many
  expect(quote?.purchaseAmount).toEqual({ amount: String(subtotal), currency: 'USDC' })

  const euros = await h.data.getOnrampQuote({
    network,
    purchaseCurrency: 'ETH',
    paymentCurrency: 'EUR',
    amount: '50',
    purchaseNetwork: 'devnet-b',
  })
  expect(euros?.coinbaseFee).toEqual({ amount: '1.00', currency: 'EUR' })
  expect(euros?.purchaseAmount.currency).toBe('ETH')
})

test('behavior: the URL opens the local provider page, which pays the order out', async () => {
  const network = h.networks[0]
  const result = await h.data.getOnrampUrl({
    network,
    destinationWallets: [{ address: RECIPIENT, assets: ['USDC'], blockchains: ['devnet-a'] }],
    partnerUserId: 'demo-user',
    presetCryptoAmount: 25,
  })
  const url = result?.url ?? ''
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/onramp\/buy\?order=[0-9a-f-]{36}$/)
  const page = await (await fetch(url)).text()
  expect(page).toContain('Local on-ramp provider')
  expect(page).toMatch(
    /Buy <strong>25 USDC<\/strong> on Devnet A for <code>0x70997970C51812dc3A010C7d01b50e0d17dc79C8<\/code>/,
  )

  const paid = await fetch(url, { method: 'POST', redirect: 'manual' })
  expect(paid.status).toBe(303)
  expect(paid.headers.get('location')).toBe(new URL(url).pathname + new URL(url).search)
  const after = await (await fetch(url)).text()
  expect(after).toMatch(/Paid\. Sent in transaction <code>0x[0-9a-f]{64}<\/code>/)
  const again = await fetch(url, { method: 'POST' })
  expect(again.status).toBe(409)

  const balances = await h.data.getTokenBalances({ address: RECIPIENT, network })
  expect(balances.find((row) => row.symbol === 'USDC')?.quantity.numeric).toBe('25')
  // the history's on-ramp view lists the delivery alone
  const bought = await h.data.getTransactions({ address: RECIPIENT, network, onramp: 'coinbase' })
  expect(
    bought.data.map((tx) => [tx.metadata.operationType, tx.transfers[0]?.quantity.numeric]),
  ).toEqual([['receive', '25']])
})

test('behavior: with no preset the order is 100 USD of ether, after fees', async () => {
  const result = await h.data.getOnrampUrl({
    network: h.networks[1],
    destinationWallets: [{ address: RECIPIENT }],
    defaultNetwork: 'devnet-b',
    partnerUserId: 'demo-user',
  })
  const page = await (await fetch(result?.url ?? '')).text()
  expect(page).toMatch(/Buy <strong>0\.03\d+ ETH<\/strong> on Devnet B/)
})

test('parameters: bad on-ramp requests are a 400; an unknown order a 404', async () => {
  const quote = (json: unknown) => h.refusal('/v1/onramp/quote', { method: 'POST', json })
  const base = {
    purchaseCurrency: 'ETH',
    paymentCurrency: 'USD',
    amount: '100',
    network: 'devnet-a',
  }
  expect(await quote({ ...base, amount: '5' })).toEqual({
    status: 400,
    message: 'amount: between 10.00 and 7500.00 USD',
  })
  expect(await quote({ ...base, paymentCurrency: 'GBP' })).toEqual({
    status: 400,
    message: 'paymentCurrency: one of USD, EUR',
  })
  expect(await quote({ ...base, network: 'ethereum' })).toEqual({
    status: 400,
    message: 'network: ethereum is not an on-ramp network',
  })
  expect(await quote({ ...base, purchaseCurrency: 'SPAM' })).toEqual({
    status: 400,
    message: 'purchaseCurrency: SPAM is not sold on devnet-a',
  })
  const url = (json: unknown) => h.refusal('/v1/generators/onrampurl', { method: 'POST', json })
  expect(
    await url({ destinationWallets: [], partnerUserId: 'x', defaultExperience: 'buy' }),
  ).toEqual({ status: 400, message: 'destinationWallets: at least one wallet is required' })
  expect(
    await url({
      destinationWallets: [{ address: RECIPIENT }],
      partnerUserId: 'x',
      defaultExperience: 'send',
    }),
  ).toEqual({
    status: 400,
    message: 'defaultExperience: Invalid type: Expected "buy" but received "send"',
  })
  const missing = await fetch(`${h.devnet.config.dataServiceUrl}/onramp/buy?order=nope`)
  expect(missing.status).toBe(404)
})
