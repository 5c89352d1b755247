import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import type { Chunk } from './bundlers.js'

/** gzip -9 of one file, as bench/first-click.ts measures. */
const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length

export type Sizes = { beforeClick: number; emitted: number; chunks: number; initialChunks: number }

/** min+gzip of what loads before the page runs (the initial chunks) and of all JS emitted. */
export function measure(chunks: readonly Chunk[]): Sizes {
  let beforeClick = 0
  let emitted = 0
  for (const chunk of chunks) {
    const size = gzipSize(chunk.file)
    emitted += size
    if (chunk.initial) beforeClick += size
  }
  return {
    beforeClick,
    emitted,
    chunks: chunks.length,
    initialChunks: chunks.filter((c) => c.initial).length,
  }
}

/** The app's figures beyond React: the baseline (React rendering a button) subtracted. */
export function beyond(app: Sizes, react: Sizes): Sizes {
  return {
    ...app,
    beforeClick: app.beforeClick - react.beforeClick,
    emitted: app.emitted - react.emitted,
  }
}
