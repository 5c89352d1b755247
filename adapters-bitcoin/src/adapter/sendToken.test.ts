import * as ecc from '@bitcoinerlab/secp256k1'
import {
  bitcoin,
  isUserRejection,
  type Network,
  ProviderRpcError,
  RequestBeforeConnectError,
  UnsupportedChainError,
} from '@walletport/core'
import { networks, Psbt, type Transaction } from 'bitcoinjs-lib'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import {
  AccountNotFoundError,
  AmountBelowDustError,
  BroadcastMismatchError,
  EsploraHttpError,
  EsploraResponseError,
  FeeRateTooHighError,
  InsufficientFundsError,
  InvalidAddressError,
  InvalidAmountError,
  InvalidWalletResponseError,
  PsbtMismatchError,
  PsbtNotSignedError,
  UnspendableAccountError,
  UnsupportedTokenError,
} from '../errors.js'
import { bitcoinRegtest } from '../networks/bitcoinRegtest.js'
import { RBF_SEQUENCE } from '../send/createSendPsbt.js'
import { estimateVsize } from '../send/estimateVsize.js'
import { createTestContext } from '../test/createTestContext.js'
import { type EsploraServer, startEsploraServer } from '../test/esploraServer.js'
import {
  addressOf,
  createTestWallet,
  type PaymentAddressType,
  type TestWalletParameters,
} from '../test/testWallet.js'
import { bitcoinAdapter } from './bitcoinAdapter.js'

const WALLET_ID = 'walletStandard:Test Bitcoin Wallet'
const FEE_RATE = 10 // the server's 3-block estimate, the adapter's default target

let server: EsploraServer
beforeAll(async () => {
  server = await startEsploraServer({ feeEstimates: { '1': 20, '3': FEE_RATE, '6': 5, '144': 1 } })
})
afterAll(() => server.close())
beforeEach(() => {
  server.setIntercept(undefined)
  server.setFeeEstimates({ '1': 20, '3': FEE_RATE, '6': 5, '144': 1 })
})

let seed = 0
async function connectWallet(wallet: TestWalletParameters = {}) {
  const window = new EventTarget()
  const testWallet = createTestWallet({ seed: `send ${seed++}`, ...wallet })
  testWallet.register(window)
  const adapter = bitcoinAdapter({ window, esploraUrl: server.url, retry: { count: 0, delay: 1 } })
  const context = createTestContext({ networks: [bitcoinRegtest] })
  adapter.setup(context.ctx)
  const connected = await adapter.connect({ connectorId: WALLET_ID, network: bitcoinRegtest })
  const [payment, ordinal] = connected.accounts
  const recipient = addressOf(
    createTestWallet({ seed: `recipient ${seed++}` }).paymentKey,
    'p2wpkh',
    networks.regtest,
  ).address
  const send = (p: { amount: string; from?: string; to?: string; network?: Network }) =>
    adapter.capabilities.sendToken!({
      network: p.network ?? bitcoinRegtest,
      from: p.from ?? payment!.address,
      to: p.to ?? recipient,
      amount: p.amount,
    })
  return {
    adapter,
    wallet: testWallet,
    payment: payment!,
    ordinal: ordinal!,
    recipient,
    send,
    context,
  }
}

/** bitcoinjs-lib's signature check: ECDSA for 33-byte keys, schnorr for x-only ones. */
const validator = (pubkey: Uint8Array, hash: Uint8Array, signature: Uint8Array) =>
  pubkey.length === 32
    ? ecc.verifySchnorr(hash, pubkey, signature)
    : ecc.verify(hash, pubkey, signature)

const sum = (values: readonly bigint[]) => values.reduce((a, b) => a + b, 0n)

describe.each<PaymentAddressType>(['p2wpkh', 'p2tr', 'p2pkh', 'p2sh-p2wpkh'])(
  'send from %s',
  (paymentType) => {
    test('default: builds, signs, checks, broadcasts and confirms a real transaction', async () => {
      const { adapter, wallet, payment, recipient, send } = await connectWallet({ paymentType })
      const funding = server.fund(payment.address, 100_000n)
      server.fund(payment.address, 40_000n)
      const estimate = await adapter.estimateSendFee({
        network: bitcoinRegtest,
        from: payment.address,
        to: recipient,
        amount: '0.0005',
      })
      const inputType = paymentType === 'p2sh-p2wpkh' ? 'p2sh-p2wpkh' : paymentType
      const changeType = paymentType === 'p2sh-p2wpkh' ? 'p2sh' : paymentType
      const vsize = estimateVsize([inputType], ['p2wpkh', changeType])
      expect(estimate).toEqual({
        fee: BigInt(Math.ceil(vsize * FEE_RATE)),
        feeRate: FEE_RATE,
        vsize,
        change: 100_000n - 50_000n - BigInt(Math.ceil(vsize * FEE_RATE)),
        inputCount: 1,
      })

      const txid = await send({ amount: '0.0005' })

      // what the wallet was asked to sign: the largest UTXO, the payment, the change
      const request = wallet.requests.find((r) => r.method === 'signPsbt')!
      const [signInput] = request.input as [
        { psbt: Uint8Array; inputsToSign: unknown; chain: string },
      ]
      expect(signInput.chain).toBe('bitcoin:regtest')
      expect(signInput.inputsToSign).toEqual([{ index: 0 }])
      const unsigned = Psbt.fromBuffer(signInput.psbt, { network: networks.regtest })
      expect(
        unsigned.txInputs.map((i) => [
          Buffer.from(i.hash).reverse().toString('hex'),
          i.index,
          i.sequence,
        ]),
      ).toEqual([[funding.txid, 0, RBF_SEQUENCE]])
      const payTo = addressOf(wallet.paymentKey, paymentType, networks.regtest)
      expect(unsigned.txOutputs.map((o) => [o.address, o.value])).toEqual([
        [recipient, 50_000n],
        [payTo.address, estimate.change],
      ])

      // what the wallet returned: every signature valid for its input, then finalised and extracted
      const signed = Psbt.fromBuffer(wallet.signedPsbts[0]!, { network: networks.regtest })
      for (let i = 0; i < signed.inputCount; i++)
        expect(signed.validateSignaturesOfInput(i, validator)).toBe(true)
      signed.finalizeAllInputs()
      const tx: Transaction = signed.extractTransaction()
      expect(tx.getId()).toBe(txid)
      const fee = 100_000n - sum(tx.outs.map((o) => o.value))
      expect(fee).toBe(estimate.fee)
      expect(tx.outs.map((o) => o.value)).toEqual([50_000n, 100_000n - 50_000n - fee])
      // the estimate is never below the real size, so the rate paid is at least the target
      expect(tx.virtualSize()).toBeLessThanOrEqual(vsize)
      expect(Number(fee) / tx.virtualSize()).toBeGreaterThanOrEqual(FEE_RATE)

      // the local Esplora accepted it (it checks every signature itself) and a block confirms it
      expect(server.broadcasts.at(-1)).toBe(txid)
      expect(await adapter.getTransactionStatus({ txid, network: bitcoinRegtest })).toEqual({
        confirmed: false,
      })
      server.mine()
      expect(await adapter.getTransactionStatus({ txid, network: bitcoinRegtest })).toMatchObject({
        confirmed: true,
        blockHeight: server.tipHeight,
      })
      const balance = await adapter.getBalance({
        address: payment.address,
        network: bitcoinRegtest,
      })
      expect(balance.value).toBe(40_000n + estimate.change)
      expect(
        (await adapter.getBalance({ address: recipient, network: bitcoinRegtest })).value,
      ).toBe(50_000n)
    })
  },
)

test('behavior: several inputs are selected and each one is signed', async () => {
  const { wallet, payment, send } = await connectWallet({ seed: 'many inputs' })
  for (const value of [30_000n, 30_000n, 30_000n]) server.fund(payment.address, value)
  const txid = await send({ amount: '0.0007' })
  const signed = Psbt.fromBuffer(wallet.signedPsbts[0]!, { network: networks.regtest })
  expect(signed.inputCount).toBe(3)
  for (let i = 0; i < 3; i++) expect(signed.validateSignaturesOfInput(i, validator)).toBe(true)
  const vsize = estimateVsize(['p2wpkh', 'p2wpkh', 'p2wpkh'], ['p2wpkh', 'p2wpkh'])
  const fee = BigInt(Math.ceil(vsize * FEE_RATE))
  expect(signed.txOutputs.map((o) => o.value)).toEqual([70_000n, 90_000n - 70_000n - fee])
  expect(server.broadcasts.at(-1)).toBe(txid)
})

test('behavior: with change too small to keep, it all goes to the fee', async () => {
  const { wallet, payment, send } = await connectWallet()
  server.fund(payment.address, 51_200n)
  await send({ amount: '0.0005' })
  const signed = Psbt.fromBuffer(wallet.signedPsbts[0]!, { network: networks.regtest })
  expect(signed.txOutputs.map((o) => o.value)).toEqual([50_000n])
})

test('behavior: unconfirmed change is spendable by the next send', async () => {
  const { payment, send } = await connectWallet()
  server.fund(payment.address, 100_000n)
  const first = await send({ amount: '0.0003' })
  const second = await send({ amount: '0.0003' })
  expect(server.broadcasts.slice(-2)).toEqual([first, second])
  // the second spends the first one's change output
  const tx = server.transactions.get(second)!.tx
  expect(Buffer.from(tx.ins[0]!.hash).reverse().toString('hex')).toBe(first)
})

test('behavior: a wallet that finalises its own inputs is accepted', async () => {
  const { payment, send } = await connectWallet({
    paymentType: 'p2tr',
    behavior: { finalize: true },
  })
  server.fund(payment.address, 80_000n)
  expect(server.broadcasts).toContain(await send({ amount: '0.0002' }))
})

test('behavior: the ordinal (taproot) account can send too', async () => {
  const { ordinal, send } = await connectWallet()
  server.fund(ordinal.address, 80_000n)
  expect(server.broadcasts).toContain(await send({ amount: '0.0002', from: ordinal.address }))
})

describe('a wallet that misbehaves is caught before broadcast', () => {
  test.each([
    ['add-output', PsbtMismatchError],
    ['change-amount', PsbtMismatchError],
    ['skip-signing', PsbtNotSignedError],
    ['garbage-bytes', InvalidWalletResponseError],
    ['not-bytes', InvalidWalletResponseError],
  ] as const)('%s', async (tamper, ErrorClass) => {
    const { payment, send } = await connectWallet({ behavior: { tamper } })
    server.fund(payment.address, 100_000n)
    const before = server.broadcasts.length
    await expect(send({ amount: '0.0005' })).rejects.toBeInstanceOf(ErrorClass)
    expect(server.broadcasts).toHaveLength(before)
    expect(server.unspent(payment.address)).toHaveLength(1)
  })

  test('a corrupted signature is refused by the node, with its reason', async () => {
    const { payment, send } = await connectWallet({ behavior: { tamper: 'corrupt-signature' } })
    server.fund(payment.address, 100_000n)
    const error = await send({ amount: '0.0005' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(EsploraHttpError)
    expect(error).toMatchObject({ status: 400 })
    expect((error as EsploraHttpError).body).toContain('mandatory-script-verify-flag-failed')
    expect(server.unspent(payment.address)).toHaveLength(1)
  })

  test('a user rejection keeps its code', async () => {
    const { payment, send } = await connectWallet({ behavior: { rejectSign: true } })
    server.fund(payment.address, 100_000n)
    const error = await send({ amount: '0.0005' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ProviderRpcError)
    expect(isUserRejection(error)).toBe(true)
  })
})

describe('send parameters are checked before the wallet is asked', () => {
  test('amounts, addresses, tokens, accounts and networks', async () => {
    const { adapter, wallet, payment, recipient, send } = await connectWallet()
    server.fund(payment.address, 100_000n)
    await expect(send({ amount: '0' })).rejects.toBeInstanceOf(InvalidAmountError)
    await expect(send({ amount: 'lots' })).rejects.toBeInstanceOf(InvalidAmountError)
    await expect(send({ amount: '0.000000001' })).rejects.toBeInstanceOf(InvalidAmountError)
    await expect(send({ amount: '0.000001' })).rejects.toBeInstanceOf(AmountBelowDustError)
    await expect(send({ amount: '0.01' })).rejects.toBeInstanceOf(InsufficientFundsError)
    await expect(
      send({ amount: '0.0001', to: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa' }),
    ).rejects.toBeInstanceOf(InvalidAddressError)
    await expect(send({ amount: '0.0001', from: recipient })).rejects.toBeInstanceOf(
      AccountNotFoundError,
    )
    await expect(send({ amount: '0.0001', network: bitcoin })).rejects.toBeInstanceOf(
      UnsupportedChainError,
    )
    await expect(
      adapter.capabilities.sendToken!({
        network: bitcoinRegtest,
        from: payment.address,
        to: recipient,
        amount: '1',
        token: { address: 'rune:1', decimals: 0 },
      }),
    ).rejects.toBeInstanceOf(UnsupportedTokenError)
    expect(wallet.requests.filter((r) => r.method === 'signPsbt')).toEqual([])
  })

  test('no session', async () => {
    const { adapter, payment, recipient } = await connectWallet()
    await adapter.disconnect()
    await expect(
      adapter.capabilities.sendToken!({
        network: bitcoinRegtest,
        from: payment.address,
        to: recipient,
        amount: '1',
      }),
    ).rejects.toBeInstanceOf(RequestBeforeConnectError)
  })

  test('a fee estimate above the ceiling is never paid', async () => {
    const { payment, send } = await connectWallet()
    server.fund(payment.address, 100_000n)
    server.setFeeEstimates({ '1': 5_000, '3': 4_000 })
    await expect(send({ amount: '0.0001' })).rejects.toBeInstanceOf(FeeRateTooHighError)
  })

  test('a taproot account without its public key cannot be spent from', async () => {
    const { payment, send } = await connectWallet({
      paymentType: 'p2tr',
      behavior: { omitPublicKeys: true },
    })
    server.fund(payment.address, 100_000n)
    await expect(send({ amount: '0.0001' })).rejects.toBeInstanceOf(UnspendableAccountError)
  })
})

describe('a lying Esplora API is caught', () => {
  test('a previous transaction that is not the one the UTXO names', async () => {
    const { payment, send } = await connectWallet({ paymentType: 'p2pkh' })
    server.fund(payment.address, 100_000n)
    const decoy = server.fund(payment.address, 1n, { confirmed: false })
    const decoyHex = server.transactions.get(decoy.txid)!.hex
    server.setIntercept((r) =>
      /\/tx\/[0-9a-f]+\/hex$/.test(r.path) ? { status: 200, body: decoyHex } : undefined,
    )
    await expect(send({ amount: '0.0005' })).rejects.toBeInstanceOf(EsploraResponseError)
  })

  test('a broadcast acknowledged with another txid', async () => {
    const { payment, send } = await connectWallet()
    server.fund(payment.address, 100_000n)
    server.setIntercept((r) =>
      r.method === 'POST' ? { status: 200, body: 'ab'.repeat(32) } : undefined,
    )
    await expect(send({ amount: '0.0005' })).rejects.toBeInstanceOf(BroadcastMismatchError)
  })

  test('UTXOs of the wrong shape', async () => {
    const { payment, send } = await connectWallet()
    server.setIntercept((r) =>
      r.path.endsWith('/utxo') ? { status: 200, body: '[{"value":"a lot"}]' } : undefined,
    )
    await expect(send({ amount: '0.0005' })).rejects.toBeInstanceOf(EsploraResponseError)
    void payment
  })
})
