import { ADDRESS_DISPLAY } from '../constants.js'

/**
 * Docs: /core/utils/formatAddressForDisplay. The first 4 and last 6 characters around an
 * ellipsis (`0x5aAe…1BeAed`); an address too short to shorten is returned whole.
 */
export function formatAddressForDisplay(address: string): string {
  // by code point, so a character outside the BMP is never cut in half
  const characters = Array.from(address)
  if (characters.length <= ADDRESS_DISPLAY.head + ADDRESS_DISPLAY.tail + 1) return address
  const head = characters.slice(0, ADDRESS_DISPLAY.head).join('')
  const tail = characters.slice(-ADDRESS_DISPLAY.tail).join('')
  return `${head}…${tail}`
}
