import { type Address, getAddress, isAddress } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { InvalidSiwxMessageError } from '../errors/siwx.js'

/** The fields of an EIP-4361 message, checked: every required field is there and well formed. */
export type ParsedSiwxMessage = {
  scheme: string | undefined
  domain: string
  address: Address
  statement: string | undefined
  uri: string
  version: '1'
  chainId: number
  nonce: string
  issuedAt: Date
  expirationTime: Date | undefined
  notBefore: Date | undefined
  requestId: string | undefined
  resources: readonly string[] | undefined
}

const HEADER = / wants you to sign in with your Ethereum account:\n/
const REQUIRED_LINES = [
  ['URI', 'uri'],
  ['Version', 'version'],
  ['Chain ID', 'chainId'],
  ['Nonce', 'nonce'],
  ['Issued At', 'issuedAt'],
] as const

/**
 * Docs: /adapters-evm/siwx#parseSiwxMessage. Reads an EIP-4361 message with viem's parser,
 * then refuses what the EIP does not allow: a missing field, a version other than 1, a
 * nonce under 8 alphanumerics, an address not in EIP-55 form, a date that is not RFC 3339.
 */
export function parseSiwxMessage(message: string): ParsedSiwxMessage {
  if (typeof message !== 'string' || !HEADER.test(message))
    throw new InvalidSiwxMessageError({ field: 'header', reason: 'Not an EIP-4361 message' })
  // viem's parser drops the whole suffix when one line is missing; name the missing line
  for (const [label, field] of REQUIRED_LINES) {
    if (!message.includes(`\n${label}: `))
      throw new InvalidSiwxMessageError({ field, reason: 'Missing' })
  }
  const fields = parseSiweMessage(message)

  const domain = required('domain', fields.domain)
  const address = required('address', fields.address)
  // EIP-4361 asks for the EIP-55 form; a lowercase or wrongly cased address is refused
  if (!isAddress(address, { strict: false }) || getAddress(address) !== address)
    throw new InvalidSiwxMessageError({ field: 'address', reason: 'Not an EIP-55 address' })
  const uri = required('uri', fields.uri)
  if (fields.version !== '1')
    throw new InvalidSiwxMessageError({ field: 'version', reason: 'Version must be 1' })
  const chainId = fields.chainId
  if (chainId === undefined || !Number.isSafeInteger(chainId) || chainId <= 0)
    throw new InvalidSiwxMessageError({ field: 'chainId' })
  const nonce = required('nonce', fields.nonce)
  if (!/^[a-zA-Z0-9]{8,}$/.test(nonce))
    throw new InvalidSiwxMessageError({ field: 'nonce', reason: 'At least 8 alphanumerics' })
  const issuedAt = validDate('issuedAt', required('issuedAt', fields.issuedAt))
  const expirationTime = fields.expirationTime && validDate('expirationTime', fields.expirationTime)
  const notBefore = fields.notBefore && validDate('notBefore', fields.notBefore)
  // a line the parser skipped means the text holds something the EIP does not define
  for (const label of ['Expiration Time', 'Not Before', 'Request ID', 'Resources'] as const) {
    if (message.includes(`\n${label}:`) && !hasField(fields, label))
      throw new InvalidSiwxMessageError({ field: label, reason: 'Field out of order or malformed' })
  }

  return {
    scheme: fields.scheme,
    domain,
    address,
    statement: fields.statement,
    uri,
    version: '1',
    chainId,
    nonce,
    issuedAt,
    expirationTime,
    notBefore,
    requestId: fields.requestId,
    resources: fields.resources,
  }
}

function required<T>(field: string, value: T | undefined): T {
  if (value === undefined || value === '')
    throw new InvalidSiwxMessageError({ field, reason: 'Missing' })
  return value
}

function validDate(field: string, value: Date): Date {
  if (Number.isNaN(value.getTime()))
    throw new InvalidSiwxMessageError({ field, reason: 'Not an RFC 3339 date-time' })
  return value
}

function hasField(fields: ReturnType<typeof parseSiweMessage>, label: string): boolean {
  if (label === 'Expiration Time') return fields.expirationTime !== undefined
  if (label === 'Not Before') return fields.notBefore !== undefined
  if (label === 'Request ID') return fields.requestId !== undefined
  return fields.resources !== undefined
}
