import { expect, test } from 'vitest'
import { InvalidPairingUriError } from '../errors/pairingFailure.js'
import { parsePairingUri } from './parsePairingUri.js'

const TOPIC = '7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9'
const KEY = '587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'
const URI = `wc:${TOPIC}@2?relay-protocol=irn&symKey=${KEY}&expiryTimestamp=1800000000`

test('default', () => {
  expect(parsePairingUri(`  ${URI}\n`)).toEqual({
    uri: URI,
    topic: TOPIC,
    symKey: KEY,
    relayProtocol: 'irn',
    expiryTimestamp: 1800000000,
  })
})

test.each([
  ['', 'It must look like wc:<topic>@2?…'],
  ['https://example.com', 'It must look like wc:<topic>@2?…'],
  [`wc:${TOPIC}@1?relay-protocol=irn&symKey=${KEY}`, 'Version 1 is not 2.'],
  [`wc:xyz@2?relay-protocol=irn&symKey=${KEY}`, 'The topic is not 32 bytes of hex.'],
  [`wc:${TOPIC}@2?relay-protocol=irn&symKey=00`, 'symKey is not 32 bytes of hex.'],
  [`wc:${TOPIC}@2?symKey=${KEY}`, 'relay-protocol is missing.'],
  [`${URI}&pad=${'a'.repeat(3_000)}`, 'It is far too long.'],
  [`wc:${'@'.repeat(100_000)}`, 'It is far too long.'],
])('behavior: %j is refused: %s', (text, reason) => {
  let error: unknown
  try {
    parsePairingUri(text)
  } catch (e) {
    error = e
  }
  expect(error).toBeInstanceOf(InvalidPairingUriError)
  expect(error).toMatchObject({ shortMessage: 'Not a WalletConnect pairing URI', details: reason })
})
