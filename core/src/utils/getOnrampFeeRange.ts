import { ONRAMP_PROVIDER_FEE_RANGE } from '../constants.js'
import { convertTokenToFiat } from './convertTokenToFiat.js'

/**
 * Docs: /core/utils/getOnrampFeeRange. The provider fee an on-ramp purchase of `amount` may
 * cost, from 1% to 2%, with 2 decimals. Throws InvalidDecimalError when the
 * amount is not a decimal.
 */
export function getOnrampFeeRange(amount: string): { min: string; max: string } {
  return {
    min: convertTokenToFiat(amount, ONRAMP_PROVIDER_FEE_RANGE.min),
    max: convertTokenToFiat(amount, ONRAMP_PROVIDER_FEE_RANGE.max),
  }
}
