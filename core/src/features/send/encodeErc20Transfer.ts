import type { Hex } from '../../types/capabilities.js'

// the 4-byte selector of transfer(address,uint256)
const TRANSFER = 'a9059cbb'

/** The calldata of an ERC-20 `transfer(to, amount)`, for estimating a token send's gas. */
export function encodeErc20Transfer(to: string, amount: bigint): Hex {
  const word = (hex: string) => hex.padStart(64, '0')
  return `0x${TRANSFER}${word(to.replace(/^0x/i, '').toLowerCase())}${word(amount.toString(16))}`
}
