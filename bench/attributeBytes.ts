const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]))

/** the numbers of one source-map segment (base64 VLQ) */
function decodeSegment(segment: string): number[] {
  const values: number[] = []
  let value = 0
  let shift = 0
  for (const char of segment) {
    const digit = DIGIT.get(char)
    if (digit === undefined) throw new Error(`not a base64 VLQ digit: ${char}`)
    value += (digit & 31) << shift
    if (digit & 32) {
      shift += 5
      continue
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1)
    value = 0
    shift = 0
  }
  return values
}

/** The package a source path belongs to: an npm package, a workspace folder, or the app. */
export function packageOf(source: string): string {
  const parts = source.split(/[\\/]/)
  const last = parts.lastIndexOf('node_modules')
  if (last >= 0) {
    const name = parts[last + 1] ?? '?'
    return name.startsWith('@') ? `${name}/${parts[last + 2] ?? '?'}` : name
  }
  const workspace = parts.find((part) =>
    [
      'core',
      'react-ui',
      'adapters-evm',
      'adapters-solana',
      'adapters-bitcoin',
      'blockchain-api',
    ].includes(part),
  )
  return workspace ? `@walletport/${workspace}` : 'the example'
}

/**
 * How many bytes of generated code each source file's package accounts for in one chunk,
 * read from the chunk's source map (version 3): each mapped span runs to the next segment.
 */
export function attributeBytes(
  code: string,
  map: { sources: string[]; mappings: string },
): Map<string, number> {
  const totals = new Map<string, number>()
  const lines = code.split('\n')
  let sourceIndex = 0
  map.mappings.split(';').forEach((line, lineIndex) => {
    const length = lines[lineIndex]?.length ?? 0
    let column = 0
    const spans: { start: number; source: number | undefined }[] = []
    for (const segment of line.split(',')) {
      if (!segment) continue
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment)
      column += columnDelta
      if (sourceDelta !== undefined) sourceIndex += sourceDelta
      spans.push({ start: column, source: sourceDelta === undefined ? undefined : sourceIndex })
    }
    spans.forEach((span, index) => {
      const end = spans[index + 1]?.start ?? length
      const source = span.source === undefined ? undefined : map.sources[span.source]
      const key = source === undefined ? 'unmapped' : packageOf(source)
      totals.set(key, (totals.get(key) ?? 0) + Math.max(0, end - span.start))
    })
  })
  return totals
}
