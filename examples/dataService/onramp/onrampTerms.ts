/** The local on-ramp provider's terms: what it takes and its limits (SPEC section 9). */

/** USD per unit of each fiat currency it accepts */
export const FIAT_IN_USD: Readonly<Record<string, number>> = { USD: 1, EUR: 1.08 }

/** per payment method, in the fiat currency: the SPEC's fallback limits */
export const PAYMENT_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const

/** the provider fee: 2% under 100, 1.5% under 1000, 1% above (the SPEC's 1-2% range) */
export function providerFeeRate(total: number): number {
  return total < 100 ? 0.02 : total < 1000 ? 0.015 : 0.01
}

/** gas of delivering the purchase: a plain ether transfer, or an ERC-20 transfer to a new holder */
export const DELIVERY_GAS = { native: 21_000n, token: 65_000n } as const
