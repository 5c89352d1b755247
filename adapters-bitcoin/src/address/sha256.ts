// a small SHA-256 (FIPS 180-4) for base58check and hash160: address validation runs before the
// first click, and a hashing library would cost more than every other part of it

type Constants = { k: Uint32Array; h: Uint32Array }

let constants: Constants | undefined

/**
 * The round constants (first 32 bits of the fractional parts of the cube roots of the first 64
 * primes) and the initial hash (the same of the square roots of the first 8), derived as the
 * standard defines them rather than listed: a table of 72 words would be most of this module.
 */
function getConstants(): Constants {
  if (constants) return constants
  const primes: number[] = []
  for (let n = 2; primes.length < 64; n++) if (primes.every((p) => n % p !== 0)) primes.push(n)
  const fraction = (root: number) => ((root % 1) * 2 ** 32) >>> 0
  constants = {
    k: Uint32Array.from(primes, (p) => fraction(Math.cbrt(p))),
    h: Uint32Array.from(primes.slice(0, 8), (p) => fraction(Math.sqrt(p))),
  }
  return constants
}

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n))

/** The SHA-256 digest of `data`. */
export function sha256(data: Uint8Array): Uint8Array {
  const { k, h: initial } = getConstants()
  const hash = initial.slice()
  // the message, a 1 bit, zeros, then its length in bits as a 64-bit big-endian number
  const blocks = new Uint8Array(Math.ceil((data.length + 9) / 64) * 64)
  blocks.set(data)
  blocks[data.length] = 0x80
  const view = new DataView(blocks.buffer)
  const bits = data.length * 8
  view.setUint32(blocks.length - 8, Math.floor(bits / 2 ** 32))
  view.setUint32(blocks.length - 4, bits >>> 0)
  const w = new Uint32Array(64)
  for (let offset = 0; offset < blocks.length; offset += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(offset + i * 4)
    for (let i = 16; i < 64; i++) {
      const x = w[i - 15]!
      const y = w[i - 2]!
      // a Uint32Array store wraps the sum modulo 2^32
      w[i] =
        w[i - 16]! +
        (rotr(x, 7) ^ rotr(x, 18) ^ (x >>> 3)) +
        w[i - 7]! +
        (rotr(y, 17) ^ rotr(y, 19) ^ (y >>> 10))
    }
    let a = hash[0]!
    let b = hash[1]!
    let c = hash[2]!
    let d = hash[3]!
    let e = hash[4]!
    let f = hash[5]!
    let g = hash[6]!
    let h = hash[7]!
    for (let i = 0; i < 64; i++) {
      const t1 =
        (h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + k[i]! + w[i]!) | 0
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0
      h = g
      g = f
      f = e
      e = (d + t1) | 0
      d = c
      c = b
      b = a
      a = (t1 + t2) | 0
    }
    hash[0]! += a
    hash[1]! += b
    hash[2]! += c
    hash[3]! += d
    hash[4]! += e
    hash[5]! += f
    hash[6]! += g
    hash[7]! += h
  }
  const out = new Uint8Array(32)
  const outView = new DataView(out.buffer)
  for (let i = 0; i < 8; i++) outView.setUint32(i * 4, hash[i]!)
  return out
}
