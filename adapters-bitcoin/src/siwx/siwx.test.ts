import * as ecc from '@bitcoinerlab/secp256k1'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bitcoin, type SiwxMessageData } from '@walletport/core'
import { initEccLib, networks, Psbt, payments } from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'
import { describe, expect, test } from 'vitest'
import { bip322MessageHash, bip322Transactions, encodeWitness } from './bip322.js'
import { createSiwxMessage } from './createSiwxMessage.js'
import { legacyMessageHash, verifyMessageSignature } from './verifyMessageSignature.js'
import { verifySiwxMessage } from './verifySiwxMessage.js'

initEccLib(ecc)
const ECPair = ECPairFactory(ecc)
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
const key = ECPair.fromPrivateKey(Uint8Array.from(Buffer.from('11'.repeat(32), 'hex')))
const other = ECPair.fromPrivateKey(Uint8Array.from(Buffer.from('22'.repeat(32), 'hex')))
const network = { caipNetworkId: bitcoin.caipNetworkId }

const p2wpkh = (k = key) => payments.p2wpkh({ pubkey: k.publicKey, network: networks.bitcoin })
const xOnly = (k = key) => k.publicKey.slice(1, 33)
const p2tr = (k = key) => payments.p2tr({ internalPubkey: xOnly(k), network: networks.bitcoin })

/** a BIP-322 "simple" signature, made by signing the virtual to_sign transaction as a PSBT */
function signBip322(message: string, kind: 'p2wpkh' | 'p2tr', signer = key) {
  const payment = kind === 'p2wpkh' ? p2wpkh(signer) : p2tr(signer)
  const script = payment.output as Uint8Array
  const { toSpend, toSign } = bip322Transactions(script, message)
  const psbt = new Psbt({ network: networks.bitcoin })
  psbt.setVersion(0)
  psbt.setLocktime(0)
  psbt.addInput({
    hash: toSpend.getHash(),
    index: 0,
    sequence: 0,
    witnessUtxo: { script, value: 0n },
    ...(kind === 'p2tr' && { tapInternalKey: xOnly(signer) }),
  })
  psbt.addOutput({ script: toSign.outs[0]?.script as Uint8Array, value: 0n })
  if (kind === 'p2tr') psbt.signInput(0, signer.tweak(taggedHash('TapTweak', xOnly(signer))))
  else psbt.signInput(0, signer)
  psbt.finalizeAllInputs()
  return base64(encodeWitness(psbt.extractTransaction().ins[0]?.witness ?? []))
}

/** BIP-341's tagged hash, for the TapTweak of a key with no script tree */
function taggedHash(tag: string, data: Uint8Array) {
  const t = sha256(new TextEncoder().encode(tag))
  return sha256(Uint8Array.from([...t, ...t, ...data]))
}

/** a legacy (BIP-137) signature: the recoverable ECDSA signature and its header byte */
function signLegacy(message: string, header: number, signer = key) {
  const recovered = secp256k1.sign(legacyMessageHash(message), signer.privateKey as Uint8Array, {
    prehash: false,
    format: 'recovered',
  })
  return base64(Uint8Array.from([header + (recovered[0] ?? 0), ...recovered.slice(1)]))
}

describe('BIP-322', () => {
  test('default: the message hashes of the BIP', () => {
    expect(hex(bip322MessageHash(''))).toBe(
      'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    )
    expect(hex(bip322MessageHash('Hello World'))).toBe(
      'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    )
  })

  test('default: the signatures of the BIP for its p2wpkh test address', () => {
    const address = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
    const signatures = {
      '': 'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      'Hello World':
        'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
    }
    for (const [message, signature] of Object.entries(signatures)) {
      expect(verifyMessageSignature({ address, message, signature, network })).toBe(true)
      expect(verifyMessageSignature({ address, message: `${message}.`, signature, network })).toBe(
        false,
      )
    }
  })

  test.each(['p2wpkh', 'p2tr'] as const)('default: a %s signature verifies', (kind) => {
    const address = (kind === 'p2wpkh' ? p2wpkh() : p2tr()).address as string
    const signature = signBip322('Hello World', kind)
    expect(verifyMessageSignature({ address, message: 'Hello World', signature, network })).toBe(
      true,
    )
    expect(verifyMessageSignature({ address, message: 'Hello World!', signature, network })).toBe(
      false,
    )
    const otherAddress = (kind === 'p2wpkh' ? p2wpkh(other) : p2tr(other)).address as string
    expect(
      verifyMessageSignature({ address: otherAddress, message: 'Hello World', signature, network }),
    ).toBe(false)
  })
})

describe('legacy (BIP-137)', () => {
  test('default: p2pkh, p2sh-p2wpkh and p2wpkh', () => {
    const message = 'Sign in to Example.'
    const p2pkh = payments.p2pkh({ pubkey: key.publicKey }).address as string
    const p2sh = payments.p2sh({ redeem: p2wpkh() }).address as string
    const segwit = p2wpkh().address as string
    for (const [address, header] of [
      [p2pkh, 31],
      [p2sh, 35],
      [segwit, 39],
      // some wallets write segwit addresses with the compressed p2pkh header
      [segwit, 31],
    ] as const) {
      const signature = signLegacy(message, header)
      expect(verifyMessageSignature({ address, message, signature, network })).toBe(true)
      expect(verifyMessageSignature({ address, message: `${message}.`, signature, network })).toBe(
        false,
      )
    }
    // an uncompressed header names another key, so another address
    expect(
      verifyMessageSignature({
        address: p2pkh,
        message,
        signature: signLegacy(message, 27),
        network,
      }),
    ).toBe(false)
    expect(
      verifyMessageSignature({
        address: p2pkh,
        message,
        signature: signLegacy(message, 31, other),
        network,
      }),
    ).toBe(false)
  })

  test('behavior: malformed signatures and addresses are false, never a throw', () => {
    const address = p2wpkh().address as string
    for (const signature of [
      '',
      'not base64!',
      'AAAA',
      base64(new Uint8Array(65)),
      base64(new Uint8Array(200)),
    ])
      expect(verifyMessageSignature({ address, message: 'm', signature, network })).toBe(false)
    expect(
      verifyMessageSignature({
        address: 'nonsense',
        message: 'm',
        signature: signLegacy('m', 39),
        network,
      }),
    ).toBe(false)
  })
})

describe('sign-in (CAIP-122)', () => {
  const data: SiwxMessageData = {
    domain: 'app.example.com',
    uri: 'https://app.example.com/login',
    version: '1',
    nonce: 'k2Jd8sQp1x',
    issuedAt: '2025-01-01T00:00:00.000Z',
    expirationTime: '2999-01-01T00:00:00.000Z',
    statement: 'Sign in to Example.',
    networkId: bitcoin.caipNetworkId,
    accountAddress: p2tr().address as string,
  }
  const expected = { domain: data.domain, nonce: data.nonce, uri: data.uri }

  test('default: the message, signed by BIP-322, verifies', async () => {
    const message = createSiwxMessage(data)
    expect(message).toMatchInlineSnapshot(`
      "app.example.com wants you to sign in with your Bitcoin account:
      bc1p9fjtrm3nwhemkjek0wxtswz2glmneu33w9lcylrvd7alttk0psmq6cnwza

      Sign in to Example.

      URI: https://app.example.com/login
      Version: 1
      Chain ID: 000000000019d6689c085ae165831e93
      Nonce: k2Jd8sQp1x
      Issued At: 2025-01-01T00:00:00.000Z
      Expiration Time: 2999-01-01T00:00:00.000Z"
    `)
    const signature = signBip322(message, 'p2tr')
    expect(await verifySiwxMessage({ message, signature, data, expected })).toBe(true)
  })

  test('behavior: the legacy format, where the wallet only has that', async () => {
    const legacy = { ...data, accountAddress: p2wpkh().address as string }
    const message = createSiwxMessage(legacy)
    const signature = signLegacy(message, 39)
    expect(await verifySiwxMessage({ message, signature, data: legacy, expected })).toBe(true)
  })

  test('behavior: another domain, nonce, message, time or signer is refused', async () => {
    const message = createSiwxMessage(data)
    const signature = signBip322(message, 'p2tr')
    const verify = (p: Partial<Parameters<typeof verifySiwxMessage>[0]>) =>
      verifySiwxMessage({ message, signature, data, expected, ...p })
    expect(await verify({ expected: { ...expected, domain: 'evil.example.com' } })).toBe(false)
    expect(await verify({ expected: { ...expected, nonce: 'zzzzzzzz9' } })).toBe(false)
    expect(await verify({ message: message.replace('Example.', 'Evil.') })).toBe(false)
    expect(await verify({ now: Date.parse('3000-01-01T00:00:00Z') })).toBe(false)
    expect(await verify({ signature: signBip322(message, 'p2tr', other) })).toBe(false)
    expect(() => createSiwxMessage({ ...data, nonce: 'short' })).toThrow('Invalid sign-in message')
    expect(() => createSiwxMessage({ ...data, statement: 'a\nb' })).toThrow(
      'Invalid sign-in message',
    )
  })
})
