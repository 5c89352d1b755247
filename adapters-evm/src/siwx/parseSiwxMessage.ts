import { type Address, getAddress } from 'viem'
import { InvalidSiwxMessageError } from '../errors/siwx.js'
import { isRfc3339 } from './rules/rfc3339.js'
import { isAuthority, isPchars, isScheme, isStatement, isUri } from './rules/rfc3986.js'

/**
 * The fields of an EIP-4361 message, as written in it: timestamps keep their text (`...24Z`,
 * `-02:00`), optional fields are absent when the message has no line for them.
 */
export type ParsedSiwxMessage = {
  /** the scheme written before the domain (`https://example.com wants you...`) */
  scheme?: string
  domain: string
  address: Address
  statement?: string
  uri: string
  version: '1'
  chainId: number
  nonce: string
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

export const SIWE_HEADER_SUFFIX = ' wants you to sign in with your Ethereum account:'

// the labelled lines in the order the ABNF fixes; `rule` is the ABNF rule of the value
const REQUIRED = [
  { label: 'URI: ', field: 'uri', rule: 'uri' },
  { label: 'Version: ', field: 'version', rule: 'version' },
  { label: 'Chain ID: ', field: 'chainId', rule: 'chain-id' },
  { label: 'Nonce: ', field: 'nonce', rule: 'nonce' },
  { label: 'Issued At: ', field: 'issuedAt', rule: 'issued-at' },
] as const
const OPTIONAL = [
  { label: 'Expiration Time: ', field: 'expirationTime', rule: 'expiration-time' },
  { label: 'Not Before: ', field: 'notBefore', rule: 'not-before' },
  { label: 'Request ID: ', field: 'requestId', rule: 'request-id' },
] as const
const LABELS = [...REQUIRED, ...OPTIONAL, { label: 'Resources:', field: 'resources' }] as const

type Fail = (p: { field: string; rule: string; reason: string }) => never

/**
 * Docs: /adapters-evm/siwx#parseSiwxMessage. Reads an EIP-4361 message by its ABNF, line by
 * line: the header with an RFC 3986 authority (and optional scheme), an EIP-55 address, the
 * blank lines, a one-line statement of RFC 3986 characters, the labelled lines in their order
 * with RFC 3986 URIs, RFC 3339 date-times that exist, an 8+ alphanumeric nonce, a pchar
 * request id and `- URI` resources, and nothing after. Throws InvalidSiwxMessageError naming
 * the field, the line and the rule on the first departure.
 */
export function parseSiwxMessage(message: string): ParsedSiwxMessage {
  if (typeof message !== 'string')
    throw new InvalidSiwxMessageError({
      field: 'message',
      rule: 'sign-in-with-ethereum',
      reason: 'Not a string',
    })
  const lines = message.split('\n')
  let index = 0
  const fail: Fail = ({ field, rule, reason }) => {
    throw new InvalidSiwxMessageError({ field, rule, reason, line: index + 1 })
  }
  const header = parseHeader(lines[0] ?? '', fail)
  index = 1
  const address = parseAddress(lines[1], fail)
  index = 2
  expectBlank(lines[2], 'address', fail)
  index = 3
  const statement = parseStatement(lines, index, fail)
  index = statement.next

  const values: Record<string, string> = {}
  for (const { label, field, rule } of REQUIRED) {
    const line = lines[index]
    if (line === undefined || !line.startsWith(label))
      fail({ field, rule, reason: `Expected the line "${label.trim()}"${describe(line)}` })
    values[field] = checkValue(field, rule, line.slice(label.length), fail)
    index++
  }
  for (const { label, field, rule } of OPTIONAL) {
    const line = lines[index]
    if (line === undefined || !line.startsWith(label)) continue
    values[field] = checkValue(field, rule, line.slice(label.length), fail)
    index++
  }
  let resources: string[] | undefined
  if (lines[index] === 'Resources:') {
    resources = []
    index++
    for (; index < lines.length; index++) {
      const line = lines[index] ?? ''
      const uri = line.startsWith('- ') ? line.slice(2) : undefined
      if (uri === undefined)
        fail({
          field: 'resources',
          rule: 'resource',
          reason: `Expected "- " and a URI${describe(line)}`,
        })
      if (!isUri(uri)) fail({ field: 'resources', rule: 'URI', reason: 'Not an RFC 3986 URI' })
      resources.push(uri)
    }
  }
  if (index < lines.length) rejectTrailing(lines[index] ?? '', fail)

  return {
    ...(header.scheme !== undefined && { scheme: header.scheme }),
    domain: header.domain,
    address,
    ...(statement.value !== undefined && { statement: statement.value }),
    uri: values.uri as string,
    version: '1',
    chainId: Number(values.chainId),
    nonce: values.nonce as string,
    issuedAt: values.issuedAt as string,
    ...(values.expirationTime !== undefined && { expirationTime: values.expirationTime }),
    ...(values.notBefore !== undefined && { notBefore: values.notBefore }),
    ...(values.requestId !== undefined && { requestId: values.requestId }),
    ...(resources && { resources }),
  }
}

function describe(line: string | undefined): string {
  return line === undefined ? ', found the end of the message' : `, found "${line.slice(0, 40)}"`
}

function parseHeader(line: string, fail: Fail): { scheme: string | undefined; domain: string } {
  if (!line.endsWith(SIWE_HEADER_SUFFIX))
    fail({
      field: 'header',
      rule: 'sign-in-with-ethereum',
      reason: `The first line must end with "${SIWE_HEADER_SUFFIX}"`,
    })
  const prefix = line.slice(0, -SIWE_HEADER_SUFFIX.length)
  const split = prefix.indexOf('://')
  const scheme = split > 0 ? prefix.slice(0, split) : undefined
  if (scheme !== undefined && isScheme(scheme)) {
    const domain = prefix.slice(split + 3)
    if (!isAuthority(domain))
      fail({ field: 'domain', rule: 'authority', reason: 'Not an RFC 3986 authority' })
    return { scheme, domain }
  }
  if (!isAuthority(prefix))
    fail({
      field: 'domain',
      rule: 'authority',
      reason: prefix ? 'Not an RFC 3986 authority' : 'Missing',
    })
  return { scheme: undefined, domain: prefix }
}

function parseAddress(line: string | undefined, fail: Fail): Address {
  if (!line || !/^0x[0-9a-fA-F]{40}$/.test(line))
    fail({ field: 'address', rule: 'address', reason: `"0x" and 40 hex digits${describe(line)}` })
  // EIP-4361 asks for the EIP-55 form: a lowercase or wrongly cased address is refused
  if (getAddress(line) !== line)
    fail({ field: 'address', rule: 'address', reason: 'Not in EIP-55 checksum form' })
  return line as Address
}

function expectBlank(line: string | undefined, after: string, fail: Fail): void {
  if (line !== '')
    fail({
      field: 'message',
      rule: 'LF',
      reason: `Expected a blank line after the ${after}${describe(line)}`,
    })
}

/**
 * `LF [ statement LF ] LF` after the address's blank line: no statement (one blank line), an
 * empty one (two), or one line of text followed by a blank line.
 */
function parseStatement(
  lines: readonly string[],
  start: number,
  fail: Fail,
): { value: string | undefined; next: number } {
  const first = lines[start]
  if (first === '') {
    // a second blank line before URI is the ABNF's empty statement
    if (lines[start + 1] === '' && lines[start + 2]?.startsWith('URI: '))
      return { value: '', next: start + 2 }
    return { value: undefined, next: start + 1 }
  }
  if (first === undefined || first.startsWith('URI: '))
    return fail({
      field: 'message',
      rule: 'LF',
      reason: `Expected a blank line before URI${describe(first)}`,
    })
  if (!isStatement(first))
    fail({
      field: 'statement',
      rule: 'statement',
      reason: 'Only RFC 3986 reserved and unreserved characters and spaces',
    })
  const after = lines[start + 1]
  if (after !== '')
    throwAt(start + 2, {
      field: 'statement',
      rule: 'LF',
      reason: `The statement is one line, followed by a blank line${describe(after)}`,
    })
  return { value: first, next: start + 2 }
}

function throwAt(line: number, p: { field: string; rule: string; reason: string }): never {
  throw new InvalidSiwxMessageError({ ...p, line })
}

function checkValue(field: string, rule: string, value: string, fail: Fail): string {
  const ok =
    field === 'uri'
      ? isUri(value)
      : field === 'version'
        ? value === '1'
        : field === 'chainId'
          ? /^[1-9][0-9]*$/.test(value) && Number.isSafeInteger(Number(value))
          : field === 'nonce'
            ? /^[A-Za-z0-9]{8,}$/.test(value)
            : field === 'requestId'
              ? isPchars(value)
              : isRfc3339(value)
  if (!ok) fail({ field, rule, reason: REASONS[field] ?? 'Malformed' })
  return value
}

const REASONS: Record<string, string> = {
  uri: 'Not an RFC 3986 URI',
  version: 'Version must be 1',
  chainId: 'Not an EIP-155 chain id (digits, no leading zero)',
  nonce: 'At least 8 letters or digits',
  requestId: 'Only RFC 3986 pchar characters (no spaces)',
  issuedAt: 'Not an RFC 3339 date-time that exists',
  expirationTime: 'Not an RFC 3339 date-time that exists',
  notBefore: 'Not an RFC 3339 date-time that exists',
}

function rejectTrailing(line: string, fail: Fail): never {
  const known = LABELS.find(({ label }) => line.startsWith(label.trimEnd()))
  if (known)
    return fail({
      field: known.field,
      rule: 'sign-in-with-ethereum',
      reason: `"${known.label.trim()}" is out of order or repeated`,
    })
  return fail({
    field: 'message',
    rule: 'sign-in-with-ethereum',
    reason:
      line === '' ? 'A blank line after the last field' : `An unexpected line${describe(line)}`,
  })
}
