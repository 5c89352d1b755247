import { BaseError } from '@walletport/core'
import { big, num, text } from '@walletport/core/test'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { encodeBase58Check } from '../address/base58check.js'
import { encodeSegwitAddress } from '../address/bech32.js'
import { parseBitcoinAddress } from '../address/parseBitcoinAddress.js'
import {
  EsploraResponseError,
  FeeRateTooHighError,
  InvalidAmountError,
  UnspendableAccountError,
} from '../errors.js'
import type { Utxo } from '../esplora/parseEsplora.js'
import { bitcoinRegtest } from '../networks/bitcoinRegtest.js'
import { getBitcoinNetwork } from '../networks/getBitcoinNetwork.js'
import { createSendPsbt } from './createSendPsbt.js'
import { estimateUniformVsize, estimateVsize, type SpendType } from './estimateVsize.js'
import { finalizeSignedPsbt } from './finalizeSignedPsbt.js'
import { getSpendPlan, type SpendPlan } from './getSpendPlan.js'
import { pickFeeRate } from './pickFeeRate.js'
import { selectCoins } from './selectCoins.js'

// issue 15, item 6: what a send builds from the form, the Esplora API and the wallet, on any
// input of the declared types, returns or throws one of our errors. No ECC library is
// loaded here (as in withoutEcc.test.ts): nothing in these checks may need one.
const params = getBitcoinNetwork(bitcoinRegtest)
const bytes = (length: number, fill: number) => new Uint8Array(length).fill(fill)
const addresses = [
  encodeSegwitAddress('bcrt', 0, bytes(20, 1)),
  encodeSegwitAddress('bcrt', 0, bytes(32, 2)),
  encodeSegwitAddress('bcrt', 1, bytes(32, 3)),
  encodeBase58Check(0x6f, bytes(20, 4)),
  encodeBase58Check(0xc4, bytes(20, 5)),
].map((address) => parseBitcoinAddress(address, params))
const parsed = fc.constantFrom(...addresses)
const spendType = fc.constantFrom<SpendType>('p2pkh', 'p2sh-p2wpkh', 'p2wpkh', 'p2tr')
const addressType = fc.constantFrom('p2pkh', 'p2sh', 'p2wpkh', 'p2wsh', 'p2tr' as const)
const txid = fc.oneof(
  fc.constantFrom('cd'.repeat(32), 'CD'.repeat(32), 'ab'.repeat(33), '__proto__'),
  text,
)
const utxo: fc.Arbitrary<Utxo> = fc.record({
  txid,
  vout: fc.oneof(num, fc.constantFrom(0, 1, 2 ** 32)),
  value: fc.oneof(big, fc.constantFrom(50_000n, 2_100_000_000_000_001n)),
  confirmed: fc.boolean(),
})
const utxos = fc.array(utxo, { maxLength: 6 })
const key = fc.oneof(
  fc.uint8Array({ maxLength: 40 }),
  fc.constantFrom(bytes(32, 0x11), bytes(33, 0x02)),
)
const plan: fc.Arbitrary<SpendPlan> = fc.oneof(
  spendType.map((type) => ({ type })),
  fc.record({ type: spendType, publicKey: key, redeemScript: fc.uint8Array({ maxLength: 30 }) }),
)
const selection = fc.record({ inputs: utxos, fee: big, change: big, vsize: num })

objectProperty(
  'selectCoins',
  fc.tuple(
    fc.record({
      utxos,
      amount: big,
      feeRate: fc.oneof(num, fc.constantFrom(1, 2.5, 1e300)),
      inputType: spendType,
      recipientType: addressType,
      changeType: addressType,
    }),
  ),
  ([p]) => selectCoins(p),
)
/**
 * onlyTypedErrors for a function of one parameters object: the harness's megabyte strings
 * would stand in for the object, which is not its declared type; the megabyte and
 * 20,000-entry cases are fixed tests below
 */
function objectProperty<T>(name: string, arb: fc.Arbitrary<T>, fn: (p: T) => unknown) {
  test(`property: ${name} returns or throws one of our errors`, () => {
    fc.assert(
      fc.property(arb, (p) => {
        try {
          fn(p)
        } catch (error) {
          if (!(error instanceof BaseError))
            expect(error, `${name}(${fc.stringify(p).slice(0, 300)})`).toBeInstanceOf(BaseError)
        }
      }),
      { numRuns: 10_000 },
    )
  })
}

objectProperty(
  'pickFeeRate',
  fc.record({
    estimates: fc.array(fc.record({ target: num, feeRate: num }), { maxLength: 5 }),
    target: num,
    maxFeeRate: num,
  }),
  pickFeeRate,
)
objectProperty(
  'estimateVsize',
  fc.tuple(fc.array(spendType, { maxLength: 50 }), fc.array(addressType, { maxLength: 50 })),
  ([inputs, outputs]) => estimateVsize(inputs, outputs),
)
objectProperty('getSpendPlan', fc.tuple(parsed, fc.option(key, { nil: undefined })), ([from, k]) =>
  getSpendPlan(from, k),
)
objectProperty(
  'createSendPsbt',
  fc.tuple(
    fc.record({
      params: fc.constant(params),
      from: parsed,
      plan,
      to: parsed,
      amount: fc.oneof(big, fc.constantFrom(20_000n, 2_100_000_000_000_001n)),
      selection,
      previousTransactions: fc.constantFrom(undefined, new Map([['cd'.repeat(32), '00ff']])),
    }),
  ),
  ([p]) => createSendPsbt(p),
)

test('property: finalizeSignedPsbt takes any bytes back from the wallet with our errors', () => {
  const [from, to] = [addresses[0]!, addresses[2]!]
  const sent = createSendPsbt({
    params,
    from,
    plan: { type: 'p2wpkh' },
    to,
    amount: 20_000n,
    selection: {
      inputs: [{ txid: 'cd'.repeat(32), vout: 1, value: 50_000n, confirmed: true }],
      fee: 300n,
      change: 29_700n,
      vsize: 141,
    },
  })
  const good = sent.toBuffer()
  // the PSBT the wallet was sent, with bytes changed, cut or appended, or anything at all
  const signed = fc.oneof(
    fc.uint8Array({ maxLength: 300 }),
    fc
      .tuple(fc.nat(good.length - 1), fc.integer({ min: 0, max: 255 }), fc.nat(good.length))
      .map(([at, value, cut]) => {
        const copy = Uint8Array.from(good)
        copy[at] = value
        return copy.subarray(0, Math.max(cut, at + 1))
      }),
  )
  fc.assert(
    fc.property(signed, (bytes) => {
      try {
        finalizeSignedPsbt({ sent, signed: bytes, params, wallet: 'Hostile' })
      } catch (error) {
        expect(error).toBeInstanceOf(BaseError)
      }
    }),
    { numRuns: 10_000 },
  )
})

test('behavior: 20,000 unspent outputs are selected in one pass', () => {
  const many = Array.from({ length: 20_000 }, (_, i) => ({
    txid: i.toString(16).padStart(64, '0'),
    vout: 0,
    value: 1_000n,
    confirmed: true,
  }))
  // the old loop rebuilt the input list for every output it added: 4e8 steps here
  const selection = selectCoins({
    utxos: many,
    amount: 15_000_000n,
    feeRate: 1,
    inputType: 'p2wpkh',
    recipientType: 'p2wpkh',
    changeType: 'p2wpkh',
  })
  expect(selection.inputs.length).toBeGreaterThan(16_000)
  const outputs = selection.change > 0n ? ['p2wpkh', 'p2wpkh'] : ['p2wpkh']
  expect(selection.vsize).toBe(
    estimateVsize(
      selection.inputs.map(() => 'p2wpkh'),
      outputs as ['p2wpkh'],
    ),
  )
  expect(() => estimateVsize(new Array(20_000).fill('p2tr'), ['p2tr'])).not.toThrow()
})

test('behavior: a fee rate that is not a usable number is refused, not passed to BigInt', () => {
  const base = {
    utxos: [{ txid: 'cd'.repeat(32), vout: 0, value: 50_000n, confirmed: true }],
    amount: 20_000n,
    inputType: 'p2wpkh' as const,
    recipientType: 'p2wpkh' as const,
    changeType: 'p2wpkh' as const,
  }
  for (const feeRate of [Number.NaN, Number.POSITIVE_INFINITY, -1, 1e308])
    expect(() => selectCoins({ ...base, feeRate })).toThrow(FeeRateTooHighError)
  const estimates = [{ target: 1, feeRate: Number.NaN }]
  expect(() => pickFeeRate({ estimates, target: 1, maxFeeRate: 100 })).toThrow(FeeRateTooHighError)
  expect(() =>
    pickFeeRate({ estimates: [{ target: 1, feeRate: 5 }], target: 1, maxFeeRate: Number.NaN }),
  ).toThrow(FeeRateTooHighError)
})

test('property: the constant-time size of one input type is estimateVsize of the list', () => {
  fc.assert(
    fc.property(
      spendType,
      fc.nat(70_000),
      fc.array(addressType, { maxLength: 3 }),
      (type, count, outputs) => {
        expect(estimateUniformVsize(type, count, outputs)).toBe(
          estimateVsize(new Array<SpendType>(count).fill(type), outputs),
        )
      },
    ),
    { numRuns: 300 },
  )
})

test('behavior: what bitcoinjs-lib would throw on is refused with our errors first', () => {
  const [from, to] = [addresses[0]!, addresses[2]!]
  const input = { txid: 'cd'.repeat(32), vout: 1, value: 50_000n, confirmed: true }
  const build = (amount: bigint, inputs: Utxo[], plan: SpendPlan = { type: 'p2wpkh' }) =>
    createSendPsbt({
      params,
      from,
      plan,
      to,
      amount,
      selection: { inputs, fee: 300n, change: 0n, vsize: 141 },
    })
  for (const amount of [-1n, 0n, 2_100_000_000_000_001n, 2n ** 64n])
    expect(() => build(amount, [input])).toThrow(InvalidAmountError)
  for (const bad of [
    { txid: 'x' },
    { txid: 'CD'.repeat(32) },
    { vout: -1 },
    { vout: 2 ** 32 },
    { vout: Number.NaN },
    { value: -1n },
    { value: 2n ** 64n },
  ])
    expect(() => build(20_000n, [{ ...input, ...bad }])).toThrow(EsploraResponseError)
  expect(() => build(20_000n, [input], { type: 'p2tr' })).toThrow(UnspendableAccountError)
  expect(() => build(20_000n, [input], { type: 'p2sh-p2wpkh', publicKey: bytes(33, 2) })).toThrow(
    UnspendableAccountError,
  )
  expect(build(20_000n, [input]).txOutputs).toHaveLength(1)
})
