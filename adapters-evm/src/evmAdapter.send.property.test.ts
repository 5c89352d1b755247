import { BaseError, mainnet, type Network, solana } from '@walletport/core'
import { anything, big, num, text } from '@walletport/core/test'
import fc from 'fast-check'
import { erc20Abi } from 'viem'
import { beforeAll, expect, test } from 'vitest'
import { evmAdapter } from './evmAdapter.js'

// issue 15, item 6: the adapter's send and estimate methods, on any parameters of their
// declared types, settle with one of our errors. No wallet is connected and no network has
// an RPC URL, so every run ends in the adapter's own checks, without any request.
const RUNS = 10_000
const MB = 1_000_000
const adapter = evmAdapter({ networks: [] })
beforeAll(() => adapter.load())

const offline = (network: Network): Network => ({
  ...network,
  rpcUrls: { default: { http: [] } },
})
const network = fc.oneof(
  fc.constantFrom(offline(mainnet), offline(solana)),
  fc
    .record({
      id: fc.oneof(num, text),
      caipNetworkId: fc.oneof(text, fc.constantFrom('eip155:1', 'eip155:constructor')),
      chainNamespace: fc.constantFrom('eip155', 'solana', 'bip122', '__proto__'),
      decimals: num,
    })
    .map(({ decimals, ...rest }) =>
      offline({
        ...mainnet,
        ...rest,
        nativeCurrency: { ...mainnet.nativeCurrency, decimals },
      } as Network),
    ),
)
const address = fc.oneof(
  text,
  fc.constantFrom(
    '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
    // a wrong checksum, a Solana and a Bitcoin address
    '0xa0B86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
  ),
)
const amount = fc.oneof(
  text,
  fc.constantFrom('1', '0.5', '1'.repeat(70_000), `${'9'.repeat(70_000)}x`),
)
const token = fc.option(fc.record({ address, decimals: num }), { nil: undefined })
const bigOrNot = fc.option(big, { nil: undefined })

/** awaits `run`; a rejection must be one of our errors */
async function settles(label: string | (() => string), run: () => Promise<unknown>) {
  try {
    await run()
  } catch (error) {
    if (!(error instanceof BaseError))
      expect(error, typeof label === 'string' ? label : label()).toBeInstanceOf(BaseError)
  }
}

test('property: sendToken settles with one of our errors', async () => {
  await fc.assert(
    fc.asyncProperty(network, address, address, amount, token, (n, from, to, value, t) =>
      settles(
        () => `sendToken(${fc.stringify([from, to, value, t]).slice(0, 200)})`,
        () =>
          adapter.capabilities.sendToken({
            network: n,
            from,
            to,
            amount: value,
            ...(t ? { token: t } : {}),
          }),
      ),
    ),
    { numRuns: RUNS },
  )
})

test('property: sendTransaction, estimateGas and writeContract settle with one of our errors', async () => {
  const fees = fc.record({
    gasPrice: bigOrNot,
    maxFeePerGas: bigOrNot,
    maxPriorityFeePerGas: bigOrNot,
  })
  await fc.assert(
    fc.asyncProperty(network, address, address, bigOrNot, fees, async (n, from, to, value, f) => {
      const p = { network: n, from, to, value, ...f }
      await settles('sendTransaction', () => adapter.capabilities.sendTransaction(p))
      await settles('estimateGas', () => adapter.capabilities.estimateGas(p))
      await settles('writeContract', () =>
        adapter.capabilities.writeContract({
          network: n,
          from,
          address: to,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [to, value],
        }),
      )
    }),
    { numRuns: RUNS },
  )
})

test('property: sendCalls and estimateFees settle with one of our errors', async () => {
  await fc.assert(
    fc.asyncProperty(network, address, anything, async (n, from, calls) => {
      await settles('sendCalls', () => adapter.capabilities.sendCalls({ network: n, from, calls }))
      await settles('estimateFees', () => adapter.capabilities.estimateFees({ network: n }))
    }),
    { numRuns: RUNS },
  )
})

test('behavior: megabyte and 70,000-digit send parameters are refused before any work', async () => {
  const from = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
  for (const huge of ['1'.repeat(MB), `${'1'.repeat(70_000)}x`, `0x${'a'.repeat(MB)}`]) {
    for (const p of [
      { from, to: from, amount: huge },
      { from, to: huge, amount: '1' },
      { from: huge, to: from, amount: '1' },
      { from, to: from, amount: '1', token: { address: huge, decimals: 6 } },
      { from, to: from, amount: '1', token: { address: from, decimals: 1e9 } },
    ])
      await expect(
        adapter.capabilities.sendToken({ network: offline(mainnet), ...p }),
      ).rejects.toThrow('Please enter a valid amount and receiver address')
  }
})
