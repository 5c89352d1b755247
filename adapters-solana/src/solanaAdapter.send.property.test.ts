import { BaseError, mainnet, type Network, solana, solanaDevnet } from '@walletport/core'
import { num, text } from '@walletport/core/test'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { solanaAdapter } from './solanaAdapter.js'

// issue 15, item 6: the adapter's send, on any parameters of its declared type, settles with
// one of our errors. No wallet is connected, so every run ends in the adapter's own checks.
const RUNS = 10_000
const MB = 1_000_000
const adapter = solanaAdapter()

const address = fc.oneof(
  text,
  fc.constantFrom(
    '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    // an EVM and a Bitcoin address, a 33-byte key
    '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    'JEKNVnkbo3jma5nREBBJCDoXFVeKkD56V3xKrvRmWxFH',
  ),
)
const amount = fc.oneof(
  text,
  fc.constantFrom('1', '0.000000001', '18446744073.709551616', '1'.repeat(600)),
)
const network = fc.constantFrom<Network>(solana, solanaDevnet, mainnet, {
  ...solana,
  caipNetworkId: 'solana:constructor',
})
const token = fc.option(fc.record({ address, decimals: num }), { nil: undefined })

test('property: sendToken settles with one of our errors', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.record({ network, from: address, to: address, amount, token }),
      async ({ token: t, ...p }) => {
        try {
          await adapter.capabilities.sendToken!({ ...p, ...(t ? { token: t } : {}) })
        } catch (error) {
          if (!(error instanceof BaseError))
            expect(error, fc.stringify(p).slice(0, 300)).toBeInstanceOf(BaseError)
        }
      },
    ),
    { numRuns: RUNS },
  )
})

test('behavior: megabyte and 70,000-digit send parameters are refused with our errors', async () => {
  const to = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
  for (const [value, receiver] of [
    ['1'.repeat(70_000), to],
    [`0.${'1'.repeat(MB)}`, to],
    ['1', 'x'.repeat(MB)],
  ] as const)
    await expect(
      adapter.capabilities.sendToken!({ network: solana, from: to, to: receiver, amount: value }),
    ).rejects.toThrow(BaseError)
})
