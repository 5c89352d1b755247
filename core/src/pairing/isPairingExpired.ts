import { PAIRING_EXPIRY_MARGIN } from '../constants.js'

/**
 * Docs: /core/pairing/isPairingExpired. A pairing URI counts as expired from 10 s before its
 * expiry: a wallet scanning it that late could not finish in time.
 */
export function isPairingExpired(expiry: number | undefined, now: number): boolean {
  return expiry === undefined || now >= expiry - PAIRING_EXPIRY_MARGIN
}
