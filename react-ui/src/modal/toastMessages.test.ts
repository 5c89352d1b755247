import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import {
  FETCH_TRANSACTIONS_FAILED_MESSAGE,
  InvalidSendParametersError,
  NameRegistrationError,
  SendFailedError,
  SignatureDeclinedError,
  SignInInitError,
  SmartAccountSignatureError,
  SolanaSendFailedError,
  TOKEN_BALANCE_UNAVAILABLE_MESSAGE,
  TRANSACTION_STARTED_MESSAGE,
  UnsupportedChainError,
} from '@walletport/core'
import { NOT_ALLOWED_TEXT } from '@walletport/core/embedded'
import { expect, test } from 'vitest'
import { deButtons } from '../i18n/de/buttons.js'
import { deModal } from '../i18n/de/modal.js'
import { enButtons } from '../i18n/en/buttons.js'
import { enModal } from '../i18n/en/modal.js'
import type { Messages } from '../i18n/types.js'
import { getCoreToastKey } from './toastMessages.js'

// every place in core's code that writes a toast, with the messages it can write
const CORE_TOASTS: Readonly<Record<string, readonly string[]>> = {
  'actions/fetchHistory.ts: FETCH_TRANSACTIONS_FAILED_MESSAGE': [FETCH_TRANSACTIONS_FAILED_MESSAGE],
  'features/send/submitSendForm.ts: TRANSACTION_STARTED_MESSAGE': [TRANSACTION_STARTED_MESSAGE],
  'features/send/submitSendForm.ts: error.shortMessage': [
    new SendFailedError().shortMessage,
    new SolanaSendFailedError().shortMessage,
    new InvalidSendParametersError().shortMessage,
    new UnsupportedChainError().shortMessage,
  ],
  'actions/registerAccountName.ts: error.shortMessage': [
    new NameRegistrationError({}).shortMessage,
  ],
  'actions/signIn.ts: failure.shortMessage': [
    new SignatureDeclinedError().shortMessage,
    new SmartAccountSignatureError().shortMessage,
  ],
  'features/swap/swapTokens.ts: TRANSACTION_STARTED_MESSAGE': [TRANSACTION_STARTED_MESSAGE],
  'features/swap/swapTokens.ts: error.shortMessage': [new SendFailedError().shortMessage],
  'data/hostedData.ts: TOKEN_BALANCE_UNAVAILABLE_MESSAGE': [TOKEN_BALANCE_UNAVAILABLE_MESSAGE],
  'siwx/failSignInInit.ts: error.shortMessage': [new SignInInitError().shortMessage],
  // the embedded wallet's requests (issue 9)
  'embedded/host/requestRpc.ts: NOT_ALLOWED_TEXT': [NOT_ALLOWED_TEXT],
  'embedded/host/requestRpc.ts: failure.shortMessage': [
    new SmartAccountSignatureError().shortMessage,
  ],
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

test('default: core writes toasts only where this list knows', () => {
  const core = join(
    dirname(createRequire(import.meta.url).resolve('@walletport/core/package.json')),
    'src',
  )
  const sites: string[] = []
  for (const file of sourceFiles(core)) {
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(
      /(?:toast\.show|showToast)\(\s*(?:kit,\s*)?\{[^}]*?message:\s*([\w.]+)/g,
    ))
      sites.push(`${relative(core, file)}: ${match[1]}`)
  }
  // a new toast in core: add its messages above and to the catalogue
  expect(sites.sort()).toEqual(Object.keys(CORE_TOASTS).sort())
})

test('default: every core toast has a catalogue entry in English and German', () => {
  const english: Messages = { ...enButtons, ...enModal }
  const german: Messages = { ...deButtons, ...deModal }
  for (const message of Object.values(CORE_TOASTS).flat()) {
    const key = getCoreToastKey(message)
    expect(key, message).toBeDefined()
    if (!key) continue
    expect(english[key].trim(), message).not.toBe('')
    expect(german[key].trim(), message).not.toBe('')
  }
  // nothing else is taken for a core message
  expect(getCoreToastKey('constructor')).toBeUndefined()
  expect(getCoreToastKey('Link copied')).toBeUndefined()
})
