import { base58 } from '@scure/base'
import { FrameRequestError } from '../FrameRequestError.js'
import { parsesAsTransaction } from './parsesAsTransaction.js'

/** the off-chain message signing domain: 0xff can never start a transaction message */
const SIGNING_DOMAIN = Uint8Array.from([0xff, ...new TextEncoder().encode('solana offchain')])
const FORMATS = ['restricted ASCII', 'limited UTF-8', 'extended UTF-8'] as const

export type SolanaMessageView = {
  text: string
  /** set for a message in the off-chain format: its preamble's fields */
  offchain?: { applicationDomain: string; format: (typeof FORMATS)[number]; signers: string[] }
}

const invalid = (reason: string) => new FrameRequestError(reason, -32602)

function readText(bytes: Uint8Array): string | undefined {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
  // control characters other than tab and line breaks mean bytes, not words
  const control = [...text].some((char) => {
    const code = char.charCodeAt(0)
    return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f
  })
  return control ? undefined : text
}

/**
 * The off-chain message preamble (Solana's off-chain message signing proposal, version 0):
 * signing domain (16), version (1), application domain (32), format (1), signer count (1),
 * signers (32 each), message length (2, little-endian), then the message.
 */
function readOffchain(bytes: Uint8Array, publicKey: Uint8Array): SolanaMessageView {
  const at = (offset: number) => bytes[offset] ?? -1
  if (at(16) !== 0) throw invalid('Only version 0 off-chain messages are supported')
  const applicationDomain = base58.encode(bytes.subarray(17, 49))
  const format = FORMATS[at(49)]
  const signerCount = at(50)
  if (!format || signerCount < 1) throw invalid('The off-chain message preamble is malformed')
  const signers: string[] = []
  let ours = false
  for (let i = 0; i < signerCount; i++) {
    const key = bytes.subarray(51 + 32 * i, 83 + 32 * i)
    if (key.length !== 32) throw invalid('The off-chain message preamble is malformed')
    ours ||= key.every((byte, j) => byte === publicKey[j])
    signers.push(base58.encode(key))
  }
  if (!ours) throw invalid('The off-chain message does not name this account as a signer')
  const lengthAt = 51 + 32 * signerCount
  const length = at(lengthAt) + 256 * at(lengthAt + 1)
  const body = bytes.subarray(lengthAt + 2)
  if (length <= 0 || body.length !== length)
    throw invalid('The off-chain message length does not match its preamble')
  const text = readText(body)
  if (text === undefined || (format === 'restricted ASCII' && /[^\x20-\x7e]/.test(text)))
    throw invalid(`The off-chain message is not ${format} text`)
  return { text, offchain: { applicationDomain, format, signers } }
}

/**
 * What solana_signMessage may sign, as the user will read it. Refused: bytes that parse as a
 * transaction (a signature over them would send funds) and bytes that are not text, unless
 * they carry the off-chain message preamble, which no transaction can start with.
 */
export function readSolanaMessage(bytes: Uint8Array, publicKey: Uint8Array): SolanaMessageView {
  if (SIGNING_DOMAIN.every((byte, i) => bytes[i] === byte)) return readOffchain(bytes, publicKey)
  if (parsesAsTransaction(bytes))
    throw invalid('This message is a Solana transaction: it is not signed as a message')
  const text = readText(bytes)
  if (text === undefined)
    throw invalid('Binary messages are signed only in the Solana off-chain message format')
  return { text }
}
