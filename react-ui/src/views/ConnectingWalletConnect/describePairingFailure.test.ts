import {
  BaseError,
  NoPairingNamespaceError,
  ProviderRpcError,
  RelayUnreachableError,
} from '@walletport/core'
import { expect, test } from 'vitest'
import { createTranslate } from '../../i18n/createTranslate.js'
import { deButtons } from '../../i18n/de/buttons.js'
import { deModal } from '../../i18n/de/modal.js'
import { enButtons } from '../../i18n/en/buttons.js'
import { enModal } from '../../i18n/en/modal.js'
import { describePairingFailure } from './describePairingFailure.js'

// whole catalogues, as the modal has them: a translate over a part of one is not a `Translate`
const en = createTranslate({ ...enButtons, ...enModal })
const de = createTranslate({ ...deButtons, ...deModal })
const RELAY = 'ws://127.0.0.1:4999'

test('default: an unreachable relay is named with what to check, in every locale', () => {
  const error = new RelayUnreachableError({ relayUrl: RELAY })
  expect(describePairingFailure(error, en)).toEqual([
    `The WalletConnect relay at ${RELAY} cannot be reached.`,
    expect.stringContaining('Check that the relay is running'),
  ])
  expect(describePairingFailure(error, de)[0]).toBe(
    `Das WalletConnect-Relay unter ${RELAY} ist nicht erreichbar.`,
  )
})

test('behavior: the typed error is found behind an error that wraps it', () => {
  const wrapped = new BaseError('Connection failed', {
    cause: new Error('inner', { cause: new RelayUnreachableError({ relayUrl: RELAY }) }),
  })
  expect(describePairingFailure(wrapped, en)[0]).toContain(RELAY)
})

test('behavior: nothing able to pair names the configured adapters, or says there are none', () => {
  expect(
    describePairingFailure(new NoPairingNamespaceError({ adapters: ['eip155', 'solana'] }), en),
  ).toEqual(['None of the configured adapters (eip155, solana) can connect by QR code yet.'])
  expect(describePairingFailure(new NoPairingNamespaceError({ adapters: [] }), en)).toEqual([
    'This app has no adapter that can connect by QR code.',
  ])
})

test('behavior: other failures add nothing (their text is not a catalogue string)', () => {
  expect(describePairingFailure(new Error('Failed to publish custom payload'), en)).toEqual([])
  expect(describePairingFailure(new ProviderRpcError({ code: -32603, message: 'x' }), en)).toEqual(
    [],
  )
  expect(describePairingFailure(undefined, en)).toEqual([])
})
