import { ed25519 } from '@noble/curves/ed25519.js'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { base58, base64, bech32 } from '@scure/base'
import { type Hex, hexToBytes } from 'viem'
import { WalletRequestError } from './walletError.js'

/** The bitcoin network this wallet has an address on: the demo's regtest chain. */
export const BITCOIN_REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
/** The Solana methods this wallet answers; a message is signed whatever the cluster. */
export const SOLANA_METHODS = ['solana_signMessage']
/** The bip122 methods this wallet answers (WalletConnect's bitcoin RPC). */
export const BITCOIN_METHODS = ['signMessage']

export type OtherChainSigners = {
  /** the base58 ed25519 public key */
  solanaAddress: string
  /** the native segwit (p2wpkh) regtest address of the key */
  bitcoinAddress: string
  /** answers a solana_* or bip122 request; undefined when the method is not one of them */
  answer(method: string, params: unknown): unknown
}

const invalid = (message: string) => new WalletRequestError(-32602, message)

function field(params: unknown, name: string): string {
  const value = params && typeof params === 'object' ? Reflect.get(params, name) : undefined
  if (typeof value !== 'string') throw invalid(`the request needs params.${name} as text`)
  return value
}

/** Bitcoin's compact size of a length, as its signed-message format writes it. */
function varint(length: number): Uint8Array {
  if (length < 0xfd) return Uint8Array.of(length)
  if (length <= 0xffff) return Uint8Array.of(0xfd, length & 0xff, length >> 8)
  return Uint8Array.of(
    0xfe,
    length & 0xff,
    (length >> 8) & 0xff,
    (length >> 16) & 0xff,
    length >>> 24,
  )
}

/** The double sha256 a BIP-137 signature signs: the magic prefix, then the message. */
export function bitcoinMessageHash(message: string): Uint8Array {
  const prefix = new TextEncoder().encode('\x18Bitcoin Signed Message:\n')
  const body = new TextEncoder().encode(message)
  const all = new Uint8Array([...prefix, ...varint(body.length), ...body])
  return sha256(sha256(all))
}

/**
 * The phone wallet's Solana and Bitcoin accounts. The demo hands the wallet one key (an anvil
 * dev key, public anyway): it is the ed25519 seed and the secp256k1 key too, so the wallet
 * has one account per namespace with nothing more to configure.
 */
export function createOtherChainSigners(privateKey: Hex): OtherChainSigners {
  const secret = hexToBytes(privateKey)
  const solanaPublic = ed25519.getPublicKey(secret)
  const solanaAddress = base58.encode(solanaPublic)
  const bitcoinPublic = secp256k1.getPublicKey(secret, true)
  const program = ripemd160(sha256(bitcoinPublic))
  const bitcoinAddress = bech32.encode('bcrt', [0, ...bech32.toWords(program)])

  function signSolana(params: unknown) {
    if (field(params, 'pubkey') !== solanaAddress)
      throw new WalletRequestError(4100, `This wallet holds ${solanaAddress} on Solana.`)
    let message: Uint8Array
    try {
      message = base58.decode(field(params, 'message'))
    } catch {
      throw invalid('solana_signMessage needs a base58 message')
    }
    return { signature: base58.encode(ed25519.sign(message, secret)) }
  }

  function signBitcoin(params: unknown) {
    const address = field(params, 'address')
    if (address !== bitcoinAddress)
      throw new WalletRequestError(4100, `This wallet holds ${bitcoinAddress} on Bitcoin.`)
    const hash = bitcoinMessageHash(field(params, 'message'))
    const signed = secp256k1.sign(hash, secret, { prehash: false, format: 'recovered' })
    // BIP-137: the recovery byte becomes the header, 39 + recovery for a p2wpkh address
    const bytes = new Uint8Array(signed)
    bytes[0] = 39 + (bytes[0] ?? 0)
    return { address, signature: base64.encode(bytes) }
  }

  return {
    solanaAddress,
    bitcoinAddress,
    answer(method, params) {
      if (method === 'solana_signMessage') return signSolana(params)
      if (method === 'signMessage') return signBitcoin(params)
      return undefined
    },
  }
}
