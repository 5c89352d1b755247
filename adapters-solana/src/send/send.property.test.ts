import { type Connection, Keypair, PublicKey, SystemProgram } from '@solana/web3.js'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { BaseError, type Network, solana, solanaDevnet } from '@walletport/core'
import { anything, big, num, text } from '@walletport/core/test'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { InvalidUnitsError } from '../errors.js'
import { U64_MAX } from '../spl/createTransferCheckedInstruction.js'
import { TOKEN_PROGRAM_ADDRESS } from '../spl/tokenPrograms.js'
import { createTransferInstructions } from './createTransferInstructions.js'
import { sendTransfer } from './sendTransfer.js'

// issue 15, item 6: a SOL or SPL transfer built from hostile parameters, a hostile wallet and
// hostile RPC answers settles with one of our errors. The RPC and the wallet here are plain
// objects answering at once: the property is about our checks, 10,000 runs of them (the
// real wallet and validator run in solanaAdapter.test.ts)
const RUNS = 10_000
const MB = 1_000_000
const [payer, receiver, mint] = [0, 1, 2].map(() => Keypair.generate().publicKey) as [
  PublicKey,
  PublicKey,
  PublicKey,
]
const base58 = [payer, receiver, mint].map((k) => k.toBase58())
const address = fc.oneof(
  text,
  fc.constantFrom(
    ...base58,
    // an EVM and a Bitcoin address, a 31-byte and a 33-byte key, the system program
    '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    '1111111111111111111111111111111',
    'JEKNVnkbo3jma5nREBBJCDoXFVeKkD56V3xKrvRmWxFH',
    SystemProgram.programId.toBase58(),
  ),
)
const amount = fc.oneof(big, fc.constantFrom(-1n, 0n, 1n, U64_MAX, U64_MAX + 1n, 10n ** 5_000n))
const decimals = fc.oneof(num, fc.constantFrom(0, 6, 255, 256))
const owner = fc.constantFrom(TOKEN_PROGRAM_ADDRESS, SystemProgram.programId.toBase58(), undefined)

/** an RPC that answers at once: `mintOwner` owns every account, or none exists */
function connectionOf(mintOwner: string | undefined, err: unknown): Connection {
  return {
    getAccountInfo: async () =>
      mintOwner === undefined
        ? null
        : {
            owner: new PublicKey(mintOwner),
            data: new Uint8Array(82),
            lamports: 1,
            executable: false,
          },
    getLatestBlockhash: async () => ({
      blockhash: Keypair.generate().publicKey.toBase58(),
      lastValidBlockHeight: 1,
    }),
    sendRawTransaction: async () => 'signature',
    confirmTransaction: async () => ({ context: { slot: 1 }, value: { err } }),
  } as unknown as Connection
}

/** a wallet with whichever signing features and answers fast-check picks */
const wallet = fc
  .record({
    versions: fc.oneof(anything, fc.constantFrom(['legacy', 0], [0], ['legacy'], [1], [])),
    signAndSend: fc.boolean(),
    signOnly: fc.boolean(),
    signature: fc.oneof(anything, fc.constantFrom(new Uint8Array(64), new Uint8Array(63))),
    signed: fc.oneof(anything, fc.constant(new Uint8Array(10))),
  })
  .map(({ versions, signAndSend, signOnly, signature, signed }) => {
    const features: Record<string, unknown> = {}
    if (signAndSend)
      features['solana:signAndSendTransaction'] = {
        supportedTransactionVersions: versions,
        signAndSendTransaction: async () => [{ signature }],
      }
    if (signOnly)
      features['solana:signTransaction'] = {
        supportedTransactionVersions: versions,
        signTransaction: async () => [{ signedTransaction: signed }],
      }
    return {
      name: 'Hostile',
      version: '1.0.0',
      icon: '',
      chains: [],
      accounts: [],
      features,
    } as unknown as Wallet
  })

test('property: createTransferInstructions settles with one of our errors', async () => {
  await fc.assert(
    fc.asyncProperty(
      amount,
      fc.option(decimals, { nil: undefined }),
      owner,
      async (value, tokenDecimals, mintOwner) => {
        try {
          await createTransferInstructions({
            connection: connectionOf(mintOwner, null),
            from: payer,
            to: receiver,
            amount: value,
            ...(tokenDecimals === undefined ? {} : { token: { mint, decimals: tokenDecimals } }),
          })
        } catch (error) {
          if (!(error instanceof BaseError))
            expect(error, fc.stringify([value, tokenDecimals, mintOwner])).toBeInstanceOf(BaseError)
        }
      },
    ),
    { numRuns: RUNS },
  )
})

test('property: sendTransfer settles with one of our errors', async () => {
  const network = fc.constantFrom<Network>(solana, solanaDevnet, {
    ...solana,
    caipNetworkId: 'solana:constructor',
  })
  const token = fc.option(fc.record({ mint: address, decimals }), { nil: undefined })
  await fc.assert(
    fc.asyncProperty(
      fc.record({ network, wallet, from: address, to: address, amount, token, owner }),
      fc.oneof(fc.constant(null), anything),
      async (p, err) => {
        try {
          await sendTransfer({
            connection: connectionOf(p.owner, err),
            commitment: 'confirmed',
            network: p.network,
            wallet: p.wallet,
            account: { address: p.from } as WalletAccount,
            to: p.to,
            amount: p.amount,
            ...(p.token ? { token: p.token } : {}),
          })
        } catch (error) {
          if (!(error instanceof BaseError))
            expect(error, fc.stringify(p).slice(0, 300)).toBeInstanceOf(BaseError)
        }
      },
    ),
    { numRuns: RUNS },
  )
})

test('behavior: amounts past u64 and bad decimals are refused before any request', async () => {
  // web3.js threw a plain RangeError for these, after the mint had been read
  const connection = connectionOf(TOKEN_PROGRAM_ADDRESS, null)
  for (const [value, token] of [
    [-1n, undefined],
    [U64_MAX + 1n, undefined],
    [10n ** 70_000n, undefined],
    [1n, { mint, decimals: 256 }],
    [1n, { mint, decimals: Number.NaN }],
  ] as const)
    await expect(
      createTransferInstructions({
        connection,
        from: payer,
        to: receiver,
        amount: value,
        ...(token ? { token } : {}),
      }),
    ).rejects.toThrow(InvalidUnitsError)
  await expect(
    createTransferInstructions({
      connection: connectionOf(undefined, null),
      from: payer,
      to: receiver,
      amount: 1n,
      token: { mint, decimals: 6 },
    }),
  ).rejects.toThrow('Please enter a valid amount and receiver address')
})

test('behavior: bad keys and wallet answers are our errors, not web3.js Errors', async () => {
  const send = (to: string, w: Wallet, err: unknown = null) =>
    sendTransfer({
      connection: connectionOf(undefined, err),
      commitment: 'confirmed',
      network: solana,
      wallet: w,
      account: { address: base58[0]! } as WalletAccount,
      to,
      amount: 1n,
    })
  const [signing] = fc.sample(
    wallet.filter((w) => 'solana:signAndSendTransaction' in w.features),
    { numRuns: 1, seed: 7 },
  )
  for (const to of ['x'.repeat(MB), '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', ''])
    await expect(send(to, signing!)).rejects.toThrow('Invalid address')
  const none = { name: 'Bare', features: {} } as unknown as Wallet
  await expect(send(base58[1]!, none)).rejects.toThrow('Bare cannot sign transactions')
  const answers = (signature: unknown) =>
    ({
      name: 'Odd',
      features: {
        'solana:signAndSendTransaction': { signAndSendTransaction: async () => [{ signature }] },
      },
    }) as unknown as Wallet
  await expect(send(base58[1]!, answers('abc'))).rejects.toThrow('The wallet returned no signature')
  await expect(
    send(base58[1]!, answers(new Uint8Array(64)), { InstructionError: [0, 1] }),
  ).rejects.toThrow('Failed to send transaction')
  // the RPC's error value is described, whatever it is: a symbol made the description throw
  for (const err of [Symbol('s'), 1n, () => 1])
    await expect(send(base58[1]!, answers(new Uint8Array(64)), err)).rejects.toThrow(
      'Failed to send transaction',
    )
})
