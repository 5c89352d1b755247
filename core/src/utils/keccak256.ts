// Keccak-f[1600] on 64-bit lanes held as bigints: slower than 32-bit halves, but short and
// plainly checkable against the specification, and core only hashes short inputs (addresses)

const MASK = (1n << 64n) - 1n
/** 1088-bit rate of keccak-256, in bytes */
const RATE = 136

/** the rotation offset of each lane (index x + 5y), from the specification's walk over (x, y) */
const ROTATIONS = (() => {
  const rotations = new Array<number>(25).fill(0)
  let x = 1
  let y = 0
  for (let t = 0; t < 24; t++) {
    rotations[x + 5 * y] = (((t + 1) * (t + 2)) / 2) % 64
    ;[x, y] = [y, (2 * x + 3 * y) % 5]
  }
  return rotations
})()

/** the 24 round constants, from the specification's 8-bit LFSR */
const ROUND_CONSTANTS = (() => {
  let lfsr = 1
  const nextBit = () => {
    const bit = lfsr & 1
    lfsr = lfsr & 0x80 ? ((lfsr << 1) ^ 0x71) & 0xff : (lfsr << 1) & 0xff
    return bit
  }
  const constants: bigint[] = []
  for (let round = 0; round < 24; round++) {
    let constant = 0n
    for (let j = 0; j < 7; j++) if (nextBit()) constant |= 1n << BigInt(2 ** j - 1)
    constants.push(constant)
  }
  return constants
})()

function rotate(lane: bigint, by: number): bigint {
  if (by === 0) return lane
  return ((lane << BigInt(by)) | (lane >> BigInt(64 - by))) & MASK
}

function permute(state: bigint[]): void {
  const c = new Array<bigint>(5)
  const b = new Array<bigint>(25)
  for (const roundConstant of ROUND_CONSTANTS) {
    // theta: mix each column's parity into its neighbours
    for (let x = 0; x < 5; x++)
      c[x] = state[x]! ^ state[x + 5]! ^ state[x + 10]! ^ state[x + 15]! ^ state[x + 20]!
    for (let x = 0; x < 5; x++) {
      const d = c[(x + 4) % 5]! ^ rotate(c[(x + 1) % 5]!, 1)
      for (let y = 0; y < 25; y += 5) state[x + y] = state[x + y]! ^ d
    }
    // rho and pi: rotate each lane and move it to (y, 2x + 3y)
    for (let x = 0; x < 5; x++)
      for (let y = 0; y < 5; y++)
        b[y + 5 * ((2 * x + 3 * y) % 5)] = rotate(state[x + 5 * y]!, ROTATIONS[x + 5 * y]!)
    // chi: the only non-linear step
    for (let y = 0; y < 25; y += 5)
      for (let x = 0; x < 5; x++)
        state[x + y] = b[x + y]! ^ (~b[((x + 1) % 5) + y]! & MASK & b[((x + 2) % 5) + y]!)
    // iota
    state[0] = state[0]! ^ roundConstant
  }
}

/**
 * Docs: /core/utils/keccak256. The keccak-256 hash of Ethereum (the original Keccak padding,
 * not SHA3-256's), for EIP-55 checksums without a chain SDK in core.
 */
export function keccak256(data: Uint8Array): Uint8Array {
  // keccak padding: a 0x01 byte, zeros, and the top bit of the block's last byte
  const padded = new Uint8Array((Math.floor(data.length / RATE) + 1) * RATE)
  padded.set(data)
  padded[data.length] = 0x01
  padded[padded.length - 1]! |= 0x80

  const state = new Array<bigint>(25).fill(0n)
  for (let offset = 0; offset < padded.length; offset += RATE) {
    for (let lane = 0; lane < RATE / 8; lane++) {
      let value = 0n
      // lanes are little-endian
      for (let i = 7; i >= 0; i--) value = (value << 8n) | BigInt(padded[offset + lane * 8 + i]!)
      state[lane] = state[lane]! ^ value
    }
    permute(state)
  }

  const hash = new Uint8Array(32)
  for (let i = 0; i < 32; i++) hash[i] = Number((state[i >> 3]! >> BigInt(8 * (i & 7))) & 0xffn)
  return hash
}
