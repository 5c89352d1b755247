import { ed25519 } from '@noble/curves/ed25519.js'
import { Keypair } from '@solana/web3.js'
import { type SiwxMessageData, solana, solanaDevnet } from '@walletport/core'
import bs58 from 'bs58'
import { expect, test } from 'vitest'
import { createSiwxMessage } from './createSiwxMessage.js'
import { verifySiwxMessage } from './verifySiwxMessage.js'

const keypair = Keypair.fromSeed(new Uint8Array(32).fill(7))
const address = keypair.publicKey.toBase58()

const data: SiwxMessageData = {
  domain: 'app.example.com',
  uri: 'https://app.example.com/login',
  version: '1',
  nonce: 'k2Jd8sQp1x',
  issuedAt: '2025-01-01T00:00:00.000Z',
  expirationTime: '2999-01-01T00:00:00.000Z',
  statement: 'Sign in to Example.',
  requestId: 'req-1',
  resources: ['https://app.example.com/terms'],
  networkId: solanaDevnet.caipNetworkId,
  accountAddress: address,
}

// what the site issued: verification checks the data against it
const expected = { domain: data.domain, nonce: data.nonce, uri: data.uri }

const sign = (message: string) =>
  bs58.encode(ed25519.sign(new TextEncoder().encode(message), keypair.secretKey.slice(0, 32)))

test('default: the Sign In With Solana message', () => {
  expect(createSiwxMessage(data)).toMatchInlineSnapshot(`
    "app.example.com wants you to sign in with your Solana account:
    GmaDrppBC7P5ARKV8g3djiwP89vz1jLK23V2GBjuAEGB

    Sign in to Example.

    URI: https://app.example.com/login
    Version: 1
    Chain ID: devnet
    Nonce: k2Jd8sQp1x
    Issued At: 2025-01-01T00:00:00.000Z
    Expiration Time: 2999-01-01T00:00:00.000Z
    Request ID: req-1
    Resources:
    - https://app.example.com/terms"
  `)
})

test('parameters: aud stands in for uri; no statement leaves one blank line', () => {
  const { uri: _, statement: __, resources: ___, requestId: ____, ...rest } = data
  expect(
    createSiwxMessage({ ...rest, aud: 'https://aud.example', networkId: solana.caipNetworkId }),
  ).toMatchInlineSnapshot(`
      "app.example.com wants you to sign in with your Solana account:
      GmaDrppBC7P5ARKV8g3djiwP89vz1jLK23V2GBjuAEGB

      URI: https://aud.example
      Version: 1
      Chain ID: mainnet
      Nonce: k2Jd8sQp1x
      Issued At: 2025-01-01T00:00:00.000Z
      Expiration Time: 2999-01-01T00:00:00.000Z"
    `)
})

test('behavior: fields that would make an ambiguous message are refused', () => {
  const { uri: _, ...noUri } = data
  expect(() => createSiwxMessage(noUri)).toThrowErrorMatchingInlineSnapshot(`
    [InvalidSiwxMessageError: Invalid sign-in message

    the message needs a uri or an aud]
  `)
  expect(() => createSiwxMessage({ ...data, statement: 'hi\nURI: https://evil.example' })).toThrow(
    'Invalid sign-in message',
  )
  expect(() => createSiwxMessage({ ...data, nonce: 'short' })).toThrow('Invalid sign-in message')
  expect(() => createSiwxMessage({ ...data, networkId: 'eip155:1' })).toThrow(
    'Invalid sign-in message',
  )
  expect(() => createSiwxMessage({ ...data, accountAddress: '0xabc' })).toThrow(
    'Invalid sign-in message',
  )
  expect(() => createSiwxMessage({ ...data, issuedAt: 'yesterday' })).toThrow(
    'Invalid sign-in message',
  )
})

test('default: a signature by the account verifies', async () => {
  const message = createSiwxMessage(data)
  expect(await verifySiwxMessage({ message, signature: sign(message), data, expected })).toBe(true)
})

test('behavior: data naming another domain, nonce or uri than the site issued is rejected', async () => {
  const message = createSiwxMessage(data)
  const signature = sign(message)
  for (const other of [
    { ...expected, domain: 'evil.example.com' },
    { ...expected, nonce: 'zzzzzzzz9' },
    { ...expected, uri: 'https://evil.example.com' },
    { ...expected, nonce: '' },
  ])
    expect(await verifySiwxMessage({ message, signature, data, expected: other })).toBe(false)
})

test('behavior: a tampered message, signature, signer or time is rejected', async () => {
  const message = createSiwxMessage(data)
  const signature = sign(message)
  const tampered = message.replace('Nonce: k2Jd8sQp1x', 'Nonce: k2Jd8sQp1y')
  // the signature is over another message
  expect(await verifySiwxMessage({ message: tampered, signature, data, expected })).toBe(false)
  // a signature that really signs the tampered text, but it is not the data's message
  expect(
    await verifySiwxMessage({ message: tampered, signature: sign(tampered), data, expected }),
  ).toBe(false)
  const flipped = bs58.decode(signature)
  flipped[0] = (flipped[0] ?? 0) ^ 1
  expect(
    await verifySiwxMessage({ message, signature: bs58.encode(flipped), data, expected }),
  ).toBe(false)
  // signed by someone else, for this account
  const other = Keypair.generate()
  const forged = bs58.encode(
    ed25519.sign(new TextEncoder().encode(message), other.secretKey.slice(0, 32)),
  )
  expect(await verifySiwxMessage({ message, signature: forged, data, expected })).toBe(false)
  // expired, not yet valid, malformed
  const now = Date.parse('3000-01-01T00:00:00.000Z')
  expect(await verifySiwxMessage({ message, signature, data, now, expected })).toBe(false)
  const later = { ...data, notBefore: '2999-06-01T00:00:00.000Z' }
  const laterMessage = createSiwxMessage(later)
  expect(
    await verifySiwxMessage({
      message: laterMessage,
      signature: sign(laterMessage),
      data: later,
      expected,
    }),
  ).toBe(false)
  expect(await verifySiwxMessage({ message, signature: 'not base58 0OIl', data, expected })).toBe(
    false,
  )
  expect(await verifySiwxMessage({ message, signature: '', data, expected })).toBe(false)
  const { uri: _, ...noUri } = data
  expect(await verifySiwxMessage({ message, signature, data: noUri, expected })).toBe(false)
})
