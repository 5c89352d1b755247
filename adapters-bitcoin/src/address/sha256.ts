// kept over @noble/hashes: isAddress runs it before the first click (0.56 KB vs 2.6 KB gzip)

/** The first `count` primes. */
function primes(count: number): number[] {
  const found: number[] = []
  for (let n = 2; found.length < count; n++) if (found.every((p) => n % p)) found.push(n)
  return found
}

// the first 32 bits of the fractional part of x, as an int32
const fraction = (x: number) => ((x % 1) * 2 ** 32) | 0

/**
 * The round constants (cube roots of the first 64 primes) and the initial hash (square roots of
 * the first 8), derived as the standard defines them rather than listed: a table of 72 words
 * would be most of this module.
 */
const K = primes(64).map((p) => fraction(Math.cbrt(p)))
const INITIAL = primes(8).map((p) => fraction(Math.sqrt(p)))

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n))

type Words8 = [number, number, number, number, number, number, number, number]

/** The SHA-256 digest of `data`. */
export function sha256(data: Uint8Array): Uint8Array {
  const { length } = data
  // the message, a 1 bit, zeros, then its length in bits as a 64-bit big-endian number
  const blocks = new Uint8Array(((length + 72) >> 6) << 6)
  blocks.set(data)
  blocks[length] = 0x80
  const view = new DataView(blocks.buffer)
  view.setUint32(blocks.length - 8, length / 2 ** 29)
  view.setUint32(blocks.length - 4, length << 3)
  let hash = INITIAL
  const w: number[] = []
  for (let offset = 0; offset < blocks.length; offset += 64) {
    const s = [...hash] as Words8
    for (let i = 0; i < 64; i++) {
      if (i < 16) w[i] = view.getUint32(offset + i * 4)
      else {
        const x = w[i - 15]!
        const y = w[i - 2]!
        w[i] =
          (w[i - 16]! +
            (rotr(x, 7) ^ rotr(x, 18) ^ (x >>> 3)) +
            w[i - 7]! +
            (rotr(y, 17) ^ rotr(y, 19) ^ (y >>> 10))) |
          0
      }
      const [a, b, c, , e, f, g, h] = s
      const t1 = h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i]! + w[i]!
      const t2 = (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))
      // a..h shift one place: the new a in front, d + t1 as the new e, h drops out
      s.pop()
      s.unshift((t1 + t2) | 0)
      s[4] = (s[4] + t1) | 0
    }
    hash = hash.map((value, i) => (value + s[i]!) | 0)
  }
  const out = new Uint8Array(32)
  const outView = new DataView(out.buffer)
  for (const [i, value] of hash.entries()) outView.setUint32(i * 4, value)
  return out
}
