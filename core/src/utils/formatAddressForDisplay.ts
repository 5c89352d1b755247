import { ADDRESS_DISPLAY } from '../pageConstants.js'

/**
 * Docs: /core/utils/formatAddressForDisplay. The first 4 and last 6 characters around an
 * ellipsis (`0x5aAe…1BeAed`); an address too short to shorten is returned whole.
 */
export function formatAddressForDisplay(address: string): string {
  // by code point, so a character outside the BMP is never cut in half; only the ends are
  // split, so a megabyte costs no more than an address (two code units per point at most)
  const shortest = ADDRESS_DISPLAY.head + ADDRESS_DISPLAY.tail + 1
  if (address.length <= 2 * shortest && Array.from(address).length <= shortest) return address
  const head = Array.from(address.slice(0, 2 * ADDRESS_DISPLAY.head))
    .slice(0, ADDRESS_DISPLAY.head)
    .join('')
  const tail = Array.from(address.slice(-2 * ADDRESS_DISPLAY.tail - 1))
    .slice(-ADDRESS_DISPLAY.tail)
    .join('')
  return `${head}…${tail}`
}
