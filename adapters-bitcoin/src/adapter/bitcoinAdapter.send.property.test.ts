import { BaseError, bitcoin, mainnet, type Network, solana } from '@walletport/core'
import { num, text } from '@walletport/core/test'
import fc from 'fast-check'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { encodeBase58Check } from '../address/base58check.js'
import { encodeSegwitAddress } from '../address/bech32.js'
import { bitcoinRegtest } from '../networks/bitcoinRegtest.js'
import { type EsploraServer, startEsploraServer } from '../test/esploraServer.js'
import { bitcoinAdapter } from './bitcoinAdapter.js'

// issue 15, item 6: the adapter's send and estimate, on any parameters of their declared
// types, settle with one of our errors. No wallet is connected; what passes every check is
// priced against the local Esplora API over the funded sender's coins.
const RUNS = 10_000
const MB = 1_000_000
const bytes = (length: number, fill: number) => new Uint8Array(length).fill(fill)
const FROM = encodeSegwitAddress('bcrt', 0, bytes(20, 1))
const valid = [
  FROM,
  encodeSegwitAddress('bcrt', 1, bytes(32, 3)),
  encodeBase58Check(0x6f, bytes(20, 4)),
  encodeBase58Check(0xc4, bytes(20, 5)),
]
let server: EsploraServer
let adapter: ReturnType<typeof bitcoinAdapter>
beforeAll(async () => {
  server = await startEsploraServer()
  for (const value of [50_000n, 120_000n, 700n]) server.fund(FROM, value)
  adapter = bitcoinAdapter({ esploraUrl: server.url, retry: { count: 0, delay: 1 } })
})
afterAll(() => server.close())

const address = fc.oneof(
  text,
  fc.constantFrom(
    ...valid,
    // mainnet and testnet addresses, an EVM and a Solana address
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  ),
)
const amount = fc.oneof(
  text,
  fc.constantFrom('0.0001', '0.00000001', '1', '0', '-1', '21000001', '1'.repeat(600)),
)
const network = fc.constantFrom<Network>(bitcoinRegtest, bitcoin, solana, mainnet, {
  ...bitcoinRegtest,
  caipNetworkId: 'bip122:constructor',
})
const token = fc.option(fc.record({ address: text, decimals: num }), { nil: undefined, freq: 2 })
// the sender and the network drawn often enough that some runs pass every check
const params = fc
  .record({
    network: fc.oneof({ arbitrary: fc.constant(bitcoinRegtest), weight: 2 }, network),
    from: fc.oneof({ arbitrary: fc.constant(FROM), weight: 1 }, { arbitrary: address, weight: 2 }),
    to: address,
    amount: fc.oneof({ arbitrary: fc.constantFrom('0.0001', '0.0005'), weight: 1 }, amount),
    token,
  })
  .map(({ token: t, ...p }) => (t ? { ...p, token: t } : p))

test('property: estimateSendFee and sendToken settle with one of our errors', async () => {
  let priced = 0
  await fc.assert(
    fc.asyncProperty(params, async (p) => {
      try {
        await adapter.estimateSendFee(p)
        priced++
      } catch (error) {
        if (!(error instanceof BaseError))
          expect(error, fc.stringify(p).slice(0, 300)).toBeInstanceOf(BaseError)
      }
      // no wallet is connected: a send is refused before anything is built
      await expect(adapter.capabilities.sendToken!(p)).rejects.toThrow(BaseError)
    }),
    { numRuns: RUNS },
  )
  // some runs passed every check and were priced over the funded coins
  expect(priced).toBeGreaterThan(0)
})

test('behavior: megabyte and 70,000-digit send parameters are refused before any request', async () => {
  const before = server.requests.length
  for (const [from, to, value] of [
    [FROM, valid[1]!, '1'.repeat(70_000)],
    [FROM, valid[1]!, `0.${'1'.repeat(MB)}`],
    [FROM, `bcrt1${'q'.repeat(MB)}`, '0.0001'],
    ['1'.repeat(MB), valid[1]!, '0.0001'],
  ] as const)
    await expect(
      adapter.estimateSendFee({ network: bitcoinRegtest, from, to, amount: value }),
    ).rejects.toThrow(BaseError)
  expect(server.requests.length).toBe(before)
  const estimate = await adapter.estimateSendFee({
    network: bitcoinRegtest,
    from: FROM,
    to: valid[1]!,
    amount: '0.0001',
  })
  expect(estimate.inputCount).toBe(1)
})
