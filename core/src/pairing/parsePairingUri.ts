import { InvalidPairingUriError } from '../errors/pairingFailure.js'

export type PairingUri = {
  uri: string
  topic: string
  symKey: string
  relayProtocol: string
  /** seconds since the epoch, when the URI says */
  expiryTimestamp?: number
}

// a URI is a few hundred characters; anything far longer is not one, and is not parsed
const MAX_LENGTH = 2_048
const HEX_32 = /^[0-9a-f]{64}$/

/**
 * Docs: /core/pairing/parsePairingUri. Reads a WalletConnect v2 pairing URI (what a QR code
 * or a pasted link holds), trimming spaces around it; throws InvalidPairingUriError naming
 * what is wrong.
 */
export function parsePairingUri(text: string): PairingUri {
  const uri = text.trim()
  if (uri.length > MAX_LENGTH) throw new InvalidPairingUriError({ reason: 'It is far too long.' })
  const match = /^wc:([^@?]+)@(\d+)\?(.*)$/.exec(uri)
  if (!match) throw new InvalidPairingUriError({ reason: 'It must look like wc:<topic>@2?…' })
  const [, topic = '', version, query = ''] = match
  if (version !== '2') throw new InvalidPairingUriError({ reason: `Version ${version} is not 2.` })
  if (!HEX_32.test(topic))
    throw new InvalidPairingUriError({ reason: 'The topic is not 32 bytes of hex.' })
  const params = new URLSearchParams(query)
  const symKey = params.get('symKey') ?? ''
  if (!HEX_32.test(symKey))
    throw new InvalidPairingUriError({ reason: 'symKey is not 32 bytes of hex.' })
  const relayProtocol = params.get('relay-protocol')
  if (!relayProtocol) throw new InvalidPairingUriError({ reason: 'relay-protocol is missing.' })
  const expiry = Number(params.get('expiryTimestamp'))
  return {
    uri,
    topic,
    symKey,
    relayProtocol,
    ...(Number.isSafeInteger(expiry) && expiry > 0 && { expiryTimestamp: expiry }),
  }
}
