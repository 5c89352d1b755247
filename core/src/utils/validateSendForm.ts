import { compareDecimals } from './compareDecimals.js'
import { isSendAmount } from './isSendAmount.js'
import { isDecimal } from './parseDecimal.js'

export type SendFormField = 'token' | 'amount' | 'receiverAddress'

/** `insufficient` only for the amount: more than the balance. */
export type SendFormIssue = {
  field: SendFormField
  reason: 'missing' | 'invalid' | 'insufficient'
}

export type ValidateSendFormParameters = {
  /** the token to send: an address, or the decimals of the native currency (which has none) */
  token: { address?: string | undefined; decimals?: string | number | undefined } | undefined
  /** the amount typed, in token units (`'0.5'`) */
  amount: string | undefined
  receiverAddress: string | undefined
  /** the token balance in token units, a decimal string; a larger amount is insufficient */
  balance?: string | undefined
  /** the namespace's address rule (the adapter's `isAddress`); without it any receiver passes */
  isAddress?: ((address: string) => boolean) | undefined
}

// erc-20 decimals are a uint8, so three digits always suffice
const DECIMALS = /^\d{1,3}$/

function readDecimals(decimals: string | number | undefined): number | undefined {
  if (typeof decimals === 'number')
    return Number.isInteger(decimals) && decimals >= 0 ? decimals : undefined
  return typeof decimals === 'string' && DECIMALS.test(decimals) ? Number(decimals) : undefined
}

/**
 * Docs: /core/utils/validateSendForm. The problems of a send form, in the order of its
 * fields (token, amount, receiver); empty when the form can be sent. The first one is what
 * the send button says.
 */
export function validateSendForm({
  token,
  amount,
  receiverAddress,
  balance,
  isAddress,
}: ValidateSendFormParameters): SendFormIssue[] {
  const issues: SendFormIssue[] = []

  const hasAddress = typeof token?.address === 'string' && token.address !== ''
  const decimals = readDecimals(token?.decimals)
  if (!token || (!hasAddress && token.decimals === undefined))
    issues.push({ field: 'token', reason: 'missing' })
  else if (token.decimals !== undefined && decimals === undefined)
    issues.push({ field: 'token', reason: 'invalid' })

  if (amount === undefined || amount === '') issues.push({ field: 'amount', reason: 'missing' })
  else if (!isSendAmount(amount, decimals)) issues.push({ field: 'amount', reason: 'invalid' })
  else if (isDecimal(balance) && compareDecimals(amount, balance) > 0)
    issues.push({ field: 'amount', reason: 'insufficient' })

  if (receiverAddress === undefined || receiverAddress === '')
    issues.push({ field: 'receiverAddress', reason: 'missing' })
  else if (isAddress && !safely(isAddress, receiverAddress))
    issues.push({ field: 'receiverAddress', reason: 'invalid' })

  return issues
}

// an adapter's address check is outside code: a throw means the address is not valid
function safely(isAddress: (address: string) => boolean, address: string): boolean {
  try {
    return isAddress(address)
  } catch {
    return false
  }
}
