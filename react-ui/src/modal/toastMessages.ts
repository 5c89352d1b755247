import type { PlainMessageKey } from '../i18n/types.js'

// core writes some toasts itself, in English: the catalogue has each of them
const CORE_TOASTS: Readonly<Record<string, PlainMessageKey>> = {
  'Transaction started': 'toast.transactionStarted',
  'Something went wrong': 'toast.somethingWentWrong',
  'Signature declined': 'toast.signatureDeclined',
  'Authenticating...': 'siwx.authenticating',
  'Token Balance Unavailable': 'toast.balanceUnavailable',
  'Failed to disconnect': 'toast.disconnectFailed',
  'Failed to fetch transactions': 'toast.transactionsFailed',
  'Action not allowed': 'toast.notAllowed',
}

/** The catalogue key of a toast core wrote, if it is one it knows. */
export function getCoreToastKey(message: string): PlainMessageKey | undefined {
  return CORE_TOASTS[message]
}
