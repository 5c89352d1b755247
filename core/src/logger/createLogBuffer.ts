import type { LogEntry } from '../types/logger.js'

export type LogBuffer = {
  add(entry: LogEntry): void
  entries(): readonly LogEntry[]
  /** the UTF-8 bytes of the texts kept */
  readonly bytes: number
}

const encoder = new TextEncoder()

/**
 * The recent log lines up to `maxBytes` of text (1,024,000), the oldest
 * dropped first; a single line longer than the whole buffer is cut to fit.
 */
export function createLogBuffer(maxBytes: number): LogBuffer {
  let kept: { entry: LogEntry; bytes: number }[] = []
  // the oldest kept line; dropping moves it instead of shifting the array on every line
  let head = 0
  let bytes = 0
  return {
    add(entry) {
      let size = encoder.encode(entry.text).length
      let line = entry
      if (size > maxBytes) {
        // a character cut in half decodes as U+FFFD: drop it, so the text stays valid
        const cut = encoder.encode(entry.text).subarray(0, maxBytes)
        line = { ...entry, text: new TextDecoder().decode(cut).replace(/\uFFFD$/, '') }
        size = encoder.encode(line.text).length
      }
      kept.push({ entry: line, bytes: size })
      bytes += size
      while (bytes > maxBytes && head < kept.length) {
        bytes -= kept[head]?.bytes ?? 0
        head++
      }
      if (head > 1024 && head * 2 > kept.length) {
        kept = kept.slice(head)
        head = 0
      }
    },
    entries: () => kept.slice(head).map(({ entry }) => entry),
    get bytes() {
      return bytes
    },
  }
}
