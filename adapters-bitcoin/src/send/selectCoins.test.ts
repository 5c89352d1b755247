import fc from 'fast-check'
import { expect, test } from 'vitest'
import type { BitcoinAddressType } from '../address/parseBitcoinAddress.js'
import { AmountBelowDustError, InsufficientFundsError } from '../errors.js'
import type { Utxo } from '../esplora/parseEsplora.js'
import { DUST_LIMIT, estimateVsize, type SpendType } from './estimateVsize.js'
import { selectCoins } from './selectCoins.js'

const utxo = (value: bigint, n: number, confirmed = true): Utxo => ({
  txid: n.toString(16).padStart(64, '0'),
  vout: 0,
  value,
  confirmed,
})

test('default: largest first, change back when above dust', () => {
  const selection = selectCoins({
    utxos: [utxo(10_000n, 1), utxo(50_000n, 2), utxo(20_000n, 3)],
    amount: 30_000n,
    feeRate: 2,
    inputType: 'p2wpkh',
    recipientType: 'p2wpkh',
    changeType: 'p2wpkh',
  })
  // one p2wpkh input, two p2wpkh outputs: 11 + 68 + 2 * 31 = 141 vB
  expect(selection.vsize).toBe(141)
  expect(selection.inputs.map((u) => u.value)).toEqual([50_000n])
  expect(selection.fee).toBe(282n)
  expect(selection.change).toBe(50_000n - 30_000n - 282n)
})

test('behavior: change below dust goes to the fee, with no change output', () => {
  const selection = selectCoins({
    utxos: [utxo(30_300n, 1)],
    amount: 30_000n,
    feeRate: 1,
    inputType: 'p2wpkh',
    recipientType: 'p2wpkh',
    changeType: 'p2wpkh',
  })
  expect(selection.change).toBe(0n)
  expect(selection.fee).toBe(300n)
  expect(selection.vsize).toBe(estimateVsize(['p2wpkh'], ['p2wpkh']))
})

test('behavior: confirmed outputs are spent before unconfirmed ones', () => {
  const selection = selectCoins({
    utxos: [utxo(90_000n, 1, false), utxo(40_000n, 2)],
    amount: 10_000n,
    feeRate: 1,
    inputType: 'p2tr',
    recipientType: 'p2tr',
    changeType: 'p2tr',
  })
  expect(selection.inputs.map((u) => u.confirmed)).toEqual([true])
})

test('behavior: outputs worth less than their spending fee are skipped', () => {
  expect(() =>
    selectCoins({
      // each 60 sat output costs 68 vB * 1 sat/vB to spend
      utxos: Array.from({ length: 50 }, (_, i) => utxo(60n, i)),
      amount: 1_000n,
      feeRate: 1,
      inputType: 'p2wpkh',
      recipientType: 'p2wpkh',
      changeType: 'p2wpkh',
    }),
  ).toThrow(InsufficientFundsError)
})

test('parameters: an amount below the recipient dust limit is refused', () => {
  expect(() =>
    selectCoins({
      utxos: [utxo(100_000n, 1)],
      amount: 545n,
      feeRate: 1,
      inputType: 'p2wpkh',
      recipientType: 'p2pkh',
      changeType: 'p2wpkh',
    }),
  ).toThrow(AmountBelowDustError)
})

test('parameters: insufficient funds says what was needed and what there is', () => {
  let error: unknown
  try {
    selectCoins({
      utxos: [utxo(5_000n, 1), utxo(3_000n, 2)],
      amount: 10_000n,
      feeRate: 3,
      inputType: 'p2wpkh',
      recipientType: 'p2wpkh',
      changeType: 'p2wpkh',
    })
  } catch (e) {
    error = e
  }
  expect(error).toBeInstanceOf(InsufficientFundsError)
  expect((error as InsufficientFundsError).available).toBe(8_000n)
  expect(error).toMatchInlineSnapshot(`
    [InsufficientFundsError: Insufficient funds

    Required: 10534 sat (amount and fee)
    Available: 8000 sat]
  `)
})

const spendTypes: SpendType[] = ['p2pkh', 'p2sh-p2wpkh', 'p2wpkh', 'p2tr']
const addressTypes: BitcoinAddressType[] = ['p2pkh', 'p2sh', 'p2wpkh', 'p2wsh', 'p2tr']

test('behavior: inputs always pay amount + fee + change exactly, at no less than the rate', () => {
  fc.assert(
    fc.property(
      fc.array(
        fc.record({
          value: fc.bigInt({ min: 1n, max: 5_000_000n }),
          confirmed: fc.boolean(),
        }),
        { minLength: 1, maxLength: 30 },
      ),
      fc.bigInt({ min: 546n, max: 20_000_000n }),
      fc.double({ min: 1, max: 200, noNaN: true }),
      fc.constantFrom(...spendTypes),
      fc.constantFrom(...addressTypes),
      fc.constantFrom(...addressTypes),
      (coins, amount, feeRate, inputType, recipientType, changeType) => {
        const utxos = coins.map((c, i) => ({ ...utxo(c.value, i), confirmed: c.confirmed }))
        let selection: ReturnType<typeof selectCoins>
        try {
          selection = selectCoins({ utxos, amount, feeRate, inputType, recipientType, changeType })
        } catch (error) {
          expect(error).toBeInstanceOf(InsufficientFundsError)
          return
        }
        const total = selection.inputs.reduce((sum, u) => sum + u.value, 0n)
        expect(total).toBe(amount + selection.fee + selection.change)
        expect(selection.change === 0n || selection.change >= DUST_LIMIT[changeType]).toBe(true)
        const outputs = selection.change ? [recipientType, changeType] : [recipientType]
        const vsize = estimateVsize(
          selection.inputs.map(() => inputType),
          outputs,
        )
        expect(selection.vsize).toBe(vsize)
        expect(Number(selection.fee)).toBeGreaterThanOrEqual(vsize * feeRate)
        // no change means what was left could not have paid for a change output above dust
        if (!selection.change)
          expect(selection.fee - BigInt(Math.ceil(vsize * feeRate))).toBeLessThan(
            DUST_LIMIT[changeType] + BigInt(Math.ceil(43 * feeRate)),
          )
      },
    ),
    { numRuns: 300 },
  )
})
