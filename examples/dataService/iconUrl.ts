/** The URL of the service's generated icon for a token symbol or a name. */
export function iconUrl(baseUrl: string, label: string): string {
  return `${baseUrl}/icons/${encodeURIComponent(label)}.svg`
}

/**
 * The generated image of an NFT: a badge of its name's initials (three at most), so each NFT
 * of a collection gets its own letters and colour.
 */
export function nftImageUrl(baseUrl: string, name: string): string {
  const initials = (name.match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => Array.from(word)[0])
  return iconUrl(baseUrl, initials.slice(0, 3).join('') || 'NFT')
}
