import { ed25519 } from '@noble/curves/ed25519.js'
import { Keypair, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js'
import type { WalletAccount } from '@wallet-standard/base'
import { encodeBase58 } from '@walletport/core'
import { expect, test, vi } from 'vitest'
import { createSigningRequests, type SigningRequest } from './createSigningRequests.js'

const keypair = Keypair.generate()
const account: WalletAccount = {
  address: keypair.publicKey.toBase58(),
  publicKey: keypair.publicKey.toBytes(),
  chains: ['solana:devnet'],
  features: [],
}
const sign = (bytes: Uint8Array) => ed25519.sign(bytes, keypair.secretKey.slice(0, 32))

function transfer(version: 'legacy' | 0) {
  const message = new TransactionMessage({
    payerKey: keypair.publicKey,
    recentBlockhash: encodeBase58(new Uint8Array(32).fill(3)),
    instructions: [
      SystemProgram.transfer({
        fromPubkey: keypair.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1_000,
      }),
    ],
  })
  return new VersionedTransaction(
    version === 0 ? message.compileToV0Message() : message.compileToLegacyMessage(),
  )
}

test('default: signMessage sends base58 and reads a base58 signature back', async () => {
  const message = new TextEncoder().encode('hello')
  const request = vi.fn<SigningRequest>(async () => ({ signature: encodeBase58(sign(message)) }))
  const [output] = await createSigningRequests(request).signMessage([{ account, message }])
  expect(request).toHaveBeenCalledWith('solana_signMessage', {
    message: encodeBase58(message),
    pubkey: account.address,
  })
  expect(output?.signature).toEqual(sign(message))
})

test('behavior: a wallet that answers a transaction with its signature alone', async () => {
  for (const version of ['legacy', 0] as const) {
    const unsigned = transfer(version)
    const signature = sign(unsigned.message.serialize())
    const request = vi.fn<SigningRequest>(async () => ({ signature: encodeBase58(signature) }))
    const [output] = await createSigningRequests(request).signTransaction([
      { account, transaction: unsigned.serialize(), chain: 'solana:devnet' },
    ])
    const signed = VersionedTransaction.deserialize(output?.signedTransaction ?? new Uint8Array())
    expect(signed.signatures[0]).toEqual(signature)
    expect(request.mock.calls[0]?.[0]).toBe('solana_signTransaction')
  }
})

test('behavior: answers that are not signatures are errors with the wallet’s code', async () => {
  const transaction = transfer(0).serialize()
  for (const answer of [undefined, {}, { signature: 'not base58 0OIl' }, { signature: 42 }]) {
    const signing = createSigningRequests(async () => answer)
    const message = new Uint8Array([1])
    await expect(signing.signMessage([{ account, message }])).rejects.toMatchObject({
      code: -32603,
      shortMessage: 'The wallet answered solana_signMessage with something that is not a signature',
    })
    await expect(signing.signTransaction([{ account, transaction }])).rejects.toMatchObject({
      code: -32603,
    })
    await expect(
      signing.signAndSendTransaction([{ account, transaction, chain: 'solana:devnet' }]),
    ).rejects.toMatchObject({ code: -32603 })
  }
  // a signature of the wrong length cannot go in the account's slot
  const short = createSigningRequests(async () => ({ signature: encodeBase58(new Uint8Array(8)) }))
  await expect(short.signTransaction([{ account, transaction }])).rejects.toMatchObject({
    code: -32603,
  })
})
