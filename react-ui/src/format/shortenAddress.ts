// the display rule of SPEC section 9 (first 4 and last 6 characters); core has it as
// formatAddressForDisplay, not exported yet: switch to it once it is
const HEAD = 4
const TAIL = 6

/** An address as the modal shows it, `0x5aAe…1BeAed`; a short one is returned whole. */
export function shortenAddress(address: string): string {
  const characters = Array.from(address)
  if (characters.length <= HEAD + TAIL + 1) return address
  return `${characters.slice(0, HEAD).join('')}…${characters.slice(-TAIL).join('')}`
}
