import { MAX_AMOUNT_LENGTH } from '@walletport/core'
import { parseUnits } from '../utils/parseUnits.js'

// digits with at most one point: '5', '5.', '.5', '1.25'; the point group must start with
// '.', so a long run of digits that fails at its end is refused in one pass
const SEND_AMOUNT = /^(?:\d+(?:\.\d*)?|\.\d+)$/

/**
 * The positive amount in base units of what the send form or a site passes to sendToken, or
 * undefined for anything else. Text longer than an amount can be is refused before any work.
 */
export function parseSendAmount(amount: unknown, decimals: number): bigint | undefined {
  if (typeof amount !== 'string' || amount.length > MAX_AMOUNT_LENGTH) return undefined
  const text = amount.trim()
  if (!SEND_AMOUNT.test(text)) return undefined
  try {
    const value = parseUnits(text, decimals)
    return value > 0n ? value : undefined
  } catch {
    return undefined
  }
}
