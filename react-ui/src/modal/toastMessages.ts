import type { PlainMessageKey } from '../i18n/types.js'

// core writes some toasts itself, in English: the catalogue has each of them.
// toastMessages.test.ts checks this list against every toast core's code can show
const CORE_TOASTS: Readonly<Record<string, PlainMessageKey>> = {
  'Transaction started': 'toast.transactionStarted',
  'Something went wrong': 'toast.somethingWentWrong',
  'Failed to send transaction. Please try again.': 'toast.sendFailed',
  'Signature declined': 'toast.signatureDeclined',
  'This application might not support Smart Accounts': 'toast.smartAccountUnsupported',
  'A problem occurred while trying initialize authentication': 'toast.signInInitFailed',
  'Authenticating...': 'siwx.authenticating',
  'Token Balance Unavailable': 'toast.balanceUnavailable',
  'Failed to disconnect': 'toast.disconnectFailed',
  'Failed to fetch transactions': 'toast.transactionsFailed',
  'Requested RPC call is not allowed': 'toast.notAllowed',
  'Action not allowed': 'toast.notAllowed',
  // submitSendForm's failures that the adapter itself raised (the others are listed above)
  'Please enter a valid amount and receiver address': 'toast.invalidSend',
  'Unsupported chain': 'toast.unsupportedChain',
  // registerAccountName's failure (swapTokens' toasts are submitSendForm's, listed above)
  'Error registering name': 'toast.nameRegistrationFailed',
}

/** The catalogue key of a toast core wrote, if it is one it knows. */
export function getCoreToastKey(message: string): PlainMessageKey | undefined {
  return Object.hasOwn(CORE_TOASTS, message) ? CORE_TOASTS[message] : undefined
}
