import type { SendFormIssue } from '@walletport/core'
import type { PlainMessageKey } from '../../i18n/types.js'

const MESSAGES: Readonly<
  Record<`${SendFormIssue['field']}:${SendFormIssue['reason']}`, PlainMessageKey>
> = {
  'token:missing': 'send.selectToken',
  'token:invalid': 'send.tokenInvalid',
  'token:insufficient': 'send.tokenInvalid',
  'amount:missing': 'send.enterAmount',
  'amount:invalid': 'send.amountInvalid',
  'amount:insufficient': 'send.insufficientFunds',
  'receiverAddress:missing': 'send.enterReceiver',
  'receiverAddress:invalid': 'send.receiverInvalid',
  'receiverAddress:insufficient': 'send.receiverInvalid',
}

/** The catalogue key that says what is wrong with one field of the send form. */
export function getIssueMessage({ field, reason }: SendFormIssue): PlainMessageKey {
  return MESSAGES[`${field}:${reason}`]
}
