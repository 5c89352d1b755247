import { type SiwxMessageData, writeCaip122Message } from '@walletport/core'
import { InvalidSiwxMessageError } from './errors.js'

const NONCE = /^[A-Za-z0-9]{8,}$/
const LINE_BREAK = /[\r\n]/

function check(condition: unknown, reason: string): asserts condition {
  if (!condition) throw new InvalidSiwxMessageError({ reason })
}

/**
 * Docs: /adapters-bitcoin/siwx#createSiwxMessage. The CAIP-122 sign-in message for a bip122
 * account (the EIP-4361 layout, "Bitcoin account", the chain named by its CAIP-2 reference).
 * Throws InvalidSiwxMessageError on fields that would make an ambiguous message: a line
 * break, a short nonce, no uri and no aud, a network that is not bip122.
 */
export function createSiwxMessage(data: SiwxMessageData): string {
  const [namespace, reference] = String(data.networkId).split(':')
  check(namespace === 'bip122' && reference, `networkId ${data.networkId} is not a bip122 network`)
  check(data.domain && !/[\s/]/.test(data.domain), 'domain must be a host, optionally with a port')
  check(data.accountAddress && !/\s/.test(data.accountAddress), 'accountAddress is missing')
  const uri = data.uri ?? data.aud
  check(uri, 'the message needs a uri or an aud')
  check(NONCE.test(data.nonce), 'nonce must be at least 8 letters or digits')
  check(data.version === '1', 'version must be 1')
  for (const field of ['issuedAt', 'expirationTime', 'notBefore'] as const) {
    const value = data[field]
    check(
      (value === undefined && field !== 'issuedAt') || (value && !Number.isNaN(Date.parse(value))),
      `${field} must be a date-time`,
    )
  }
  const lineFields = [uri, data.statement, data.requestId, ...(data.resources ?? [])]
  check(
    lineFields.every((field) => field === undefined || !LINE_BREAK.test(field)),
    'fields must not contain line breaks',
  )
  return writeCaip122Message({ data, accountKind: 'Bitcoin', chainId: reference, uri })
}
