/**
 * Docs: /blockchain-api/units. `text` without its trailing `0`s, in one pass from the
 * end. The regular expression /0+$/ this replaces backtracks from every zero, which made a
 * 64,000-digit amount cost seconds.
 */
export function trimTrailingZeros(text: string): string {
  let end = text.length
  while (end > 0 && text.charCodeAt(end - 1) === 48) end -= 1
  return text.slice(0, end)
}
