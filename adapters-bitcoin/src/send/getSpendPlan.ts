import { ripemd160 } from '@noble/hashes/legacy.js'
import type { ParsedBitcoinAddress } from '../address/parseBitcoinAddress.js'
import { sha256 } from '../address/sha256.js'
import { UnspendableAccountError } from '../errors.js'
import type { SpendType } from './estimateVsize.js'

const hash160 = (bytes: Uint8Array) => ripemd160(sha256(bytes))
const equalBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i])

/** What the wallet must hand over to spend from `from`: checked here, before any request. */
export type SpendPlan = { type: SpendType; publicKey?: Uint8Array; redeemScript?: Uint8Array }

/**
 * How inputs of `from` are spent. p2sh is taken as p2sh-wrapped p2wpkh, and accepted only
 * when the account's public key hashes to the address; p2tr needs the internal key.
 */
export function getSpendPlan(from: ParsedBitcoinAddress, publicKey?: Uint8Array): SpendPlan {
  switch (from.type) {
    case 'p2wpkh':
    case 'p2pkh':
      return { type: from.type }
    case 'p2tr': {
      const xOnly =
        publicKey?.length === 32
          ? publicKey
          : publicKey?.length === 33
            ? publicKey.slice(1)
            : undefined
      if (!xOnly)
        throw new UnspendableAccountError({
          address: from.address,
          issue: 'a taproot account needs its public key (the internal key)',
        })
      return { type: 'p2tr', publicKey: xOnly }
    }
    case 'p2sh': {
      if (publicKey?.length !== 33)
        throw new UnspendableAccountError({
          address: from.address,
          issue: 'a p2sh account needs its compressed public key',
        })
      const redeemScript = Uint8Array.from([0x00, 0x14, ...hash160(publicKey)])
      if (!equalBytes(hash160(redeemScript), from.hash))
        throw new UnspendableAccountError({
          address: from.address,
          issue: 'only p2sh-wrapped p2wpkh of the account key can be spent',
        })
      return { type: 'p2sh-p2wpkh', publicKey, redeemScript }
    }
    default:
      throw new UnspendableAccountError({
        address: from.address,
        issue: `spending from ${from.type} is not supported`,
      })
  }
}
