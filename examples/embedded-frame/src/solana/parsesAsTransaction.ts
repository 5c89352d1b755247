/** A cursor over bytes that answers undefined, never throws, when the bytes run out. */
function reader(bytes: Uint8Array, start: number) {
  let offset = start
  return {
    u8(): number | undefined {
      const byte = bytes[offset]
      if (byte !== undefined) offset += 1
      return byte
    },
    compactU16(): number | undefined {
      let value = 0
      for (let i = 0; i < 3; i++) {
        const byte = bytes[offset]
        if (byte === undefined) return undefined
        offset += 1
        value |= (byte & 0x7f) << (7 * i)
        if (!(byte & 0x80)) return value
      }
      return undefined
    },
    skip(count: number): boolean {
      if (offset + count > bytes.length) return false
      offset += count
      return true
    },
  }
}

/** a legacy or v0 message at `start`: header, keys, blockhash, instructions (and v0 lookups) */
function parsesAsMessage(bytes: Uint8Array, start: number): boolean {
  const read = reader(bytes, start)
  const first = bytes[start]
  if (first === undefined) return false
  const versioned = (first & 0x80) !== 0
  if (versioned && read.u8() !== 0x80) return false
  const header = [read.u8(), read.u8(), read.u8()]
  if (header.includes(undefined)) return false
  const keys = read.compactU16()
  if (keys === undefined || !read.skip(32 * keys) || !read.skip(32)) return false
  const instructions = read.compactU16()
  if (instructions === undefined) return false
  for (let i = 0; i < instructions; i++) {
    if (read.u8() === undefined) return false
    const accounts = read.compactU16()
    if (accounts === undefined || !read.skip(accounts)) return false
    const data = read.compactU16()
    if (data === undefined || !read.skip(data)) return false
  }
  if (!versioned) return true
  const lookups = read.compactU16()
  if (lookups === undefined) return false
  for (let i = 0; i < lookups; i++) {
    if (!read.skip(32)) return false
    for (let list = 0; list < 2; list++) {
      const count = read.compactU16()
      if (count === undefined || !read.skip(count)) return false
    }
  }
  return true
}

/**
 * Whether bytes read as a Solana transaction message (legacy or v0) or a whole transaction.
 * Deliberately loose (trailing bytes allowed, header values unchecked): a signature over
 * anything the runtime might take for a transaction must never come from a "message" request.
 */
export function parsesAsTransaction(bytes: Uint8Array): boolean {
  if (parsesAsMessage(bytes, 0)) return true
  const signatures = reader(bytes, 0)
  const count = signatures.compactU16()
  if (count === undefined || count === 0) return false
  const start = (count < 0x80 ? 1 : count < 0x4000 ? 2 : 3) + 64 * count
  return start < bytes.length && parsesAsMessage(bytes, start)
}
