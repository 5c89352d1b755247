import { type Address, getAddress } from 'viem'
import { InvalidSiwxMessageError } from '../errors/siwx.js'
import type { ParsedSiwxMessage } from './parseSiwxMessage.js'
import { SIWE_HEADER_SUFFIX } from './parseSiwxMessage.js'
import { isRfc3339 } from './rules/rfc3339.js'
import { isAuthority, isPchars, isScheme, isStatement, isUri } from './rules/rfc3986.js'

/**
 * What an EIP-4361 message is written from: the parsed fields, except that the address may
 * be all lowercase (it is written in its EIP-55 form).
 */
export type SiwxMessageFields = Omit<ParsedSiwxMessage, 'address' | 'version' | 'resources'> & {
  address: string
  version: string
  resources?: readonly string[]
}

function refuse(field: string, rule: string, reason: string): never {
  throw new InvalidSiwxMessageError({ field, rule, reason })
}

function text(value: unknown): value is string {
  return typeof value === 'string'
}

function checkAddress(value: unknown): Address {
  if (!text(value) || !/^0x[0-9a-fA-F]{40}$/.test(value))
    refuse('address', 'address', 'Missing, or not "0x" and 40 hex digits')
  const checksummed = getAddress(value)
  const hex = value.slice(2)
  // a single-case address carries no checksum; a mixed-case one must carry the right one
  if (hex !== hex.toLowerCase() && hex !== hex.toUpperCase() && checksummed !== value)
    refuse('address', 'address', 'The EIP-55 checksum does not match')
  return checksummed
}

function checkTime(field: string, rule: string, value: unknown, required: boolean): void {
  if (value === undefined && !required) return
  if (!text(value) || !isRfc3339(value))
    refuse(field, rule, 'Missing, or not an RFC 3339 date-time that exists')
}

function checkFields(f: SiwxMessageFields): Address {
  if (f.scheme !== undefined && (!text(f.scheme) || !isScheme(f.scheme)))
    refuse('scheme', 'scheme', 'Not an RFC 3986 scheme')
  if (!text(f.domain) || !isAuthority(f.domain))
    refuse('domain', 'authority', 'Missing, or not an RFC 3986 authority')
  const address = checkAddress(f.address)
  if (f.statement !== undefined && (!text(f.statement) || !isStatement(f.statement)))
    refuse('statement', 'statement', 'One line of RFC 3986 reserved and unreserved characters')
  if (!text(f.uri) || !isUri(f.uri)) refuse('uri', 'uri', 'Missing, or not an RFC 3986 URI')
  if (f.version !== '1') refuse('version', 'version', 'Version must be 1')
  if (typeof f.chainId !== 'number' || !Number.isSafeInteger(f.chainId) || f.chainId < 1)
    refuse('chainId', 'chain-id', 'Missing, or not a positive integer')
  if (!text(f.nonce) || !/^[A-Za-z0-9]{8,}$/.test(f.nonce))
    refuse('nonce', 'nonce', 'Missing, or fewer than 8 letters and digits')
  checkTime('issuedAt', 'issued-at', f.issuedAt, true)
  checkTime('expirationTime', 'expiration-time', f.expirationTime, false)
  checkTime('notBefore', 'not-before', f.notBefore, false)
  if (f.requestId !== undefined && (!text(f.requestId) || !isPchars(f.requestId)))
    refuse('requestId', 'request-id', 'Only RFC 3986 pchar characters (no spaces)')
  if (f.resources !== undefined) {
    if (!Array.isArray(f.resources)) refuse('resources', 'resources', 'Not a list')
    for (const resource of f.resources as readonly unknown[])
      if (!text(resource) || !isUri(resource)) refuse('resources', 'URI', 'Not an RFC 3986 URI')
  }
  return address
}

/**
 * Docs: /adapters-evm/siwx#formatSiwxMessage. Writes the EIP-4361 message of `fields` as
 * they are: timestamps keep their text, the scheme is written when given, an all-lowercase
 * address is written in EIP-55 form. Refuses (InvalidSiwxMessageError naming the field and
 * the rule) what the grammar does not allow, so the result always parses back to `fields`.
 */
export function formatSiwxMessage(fields: SiwxMessageFields): string {
  if (typeof fields !== 'object' || fields === null)
    refuse('message', 'sign-in-with-ethereum', 'No fields given')
  const address = checkFields(fields)
  const origin = fields.scheme !== undefined ? `${fields.scheme}://${fields.domain}` : fields.domain
  const lines = [`${origin}${SIWE_HEADER_SUFFIX}`, address, '']
  if (fields.statement !== undefined) lines.push(fields.statement)
  lines.push(
    '',
    `URI: ${fields.uri}`,
    `Version: ${fields.version}`,
    `Chain ID: ${fields.chainId}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt}`,
  )
  if (fields.expirationTime !== undefined) lines.push(`Expiration Time: ${fields.expirationTime}`)
  if (fields.notBefore !== undefined) lines.push(`Not Before: ${fields.notBefore}`)
  if (fields.requestId !== undefined) lines.push(`Request ID: ${fields.requestId}`)
  if (fields.resources !== undefined)
    lines.push('Resources:', ...fields.resources.map((resource) => `- ${resource}`))
  return lines.join('\n')
}
