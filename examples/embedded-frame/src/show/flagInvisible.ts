// bidi controls (they reorder what is shown: "exe.txt" can read as "txt.exe") and characters
// with no width (they hide a difference between two strings that look the same)
const RANGES: readonly (readonly [number, number])[] = [
  [0xad, 0xad],
  [0x61c, 0x61c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180e, 0x180e],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x2064],
  [0x2066, 0x206f],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xe0000, 0xe007f],
]
const isInvisible = (code: number) => RANGES.some(([low, high]) => code >= low && code <= high)

/**
 * Text as the approval screen shows it: every invisible or reordering character replaced by
 * a visible `[U+XXXX]` mark, and whether any was found (the screen then warns).
 */
export function flagInvisible(text: string): { text: string; flagged: boolean } {
  let flagged = false
  let shown = ''
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (!isInvisible(code)) shown += char
    else {
      flagged = true
      shown += `[U+${code.toString(16).toUpperCase().padStart(4, '0')}]`
    }
  }
  return { text: shown, flagged }
}
