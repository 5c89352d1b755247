import { describe, expect, test } from 'vitest'
import { InvalidSiwxMessageError } from '../errors/siwx.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'

const address = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const lines = [
  'example.com wants you to sign in with your Ethereum account:',
  address,
  '',
  'Sign in to Example.',
  '',
  'URI: https://example.com/login',
  'Version: 1',
  'Chain ID: 1',
  'Nonce: 32891756',
  'Issued At: 2021-09-30T16:25:24Z',
  'Expiration Time: 2021-10-30T16:25:24.123-02:00',
  'Not Before: 2021-09-30T16:25:24Z',
  'Request ID: req-1',
  'Resources:',
  '- https://example.com/terms',
]
const message = lines.join('\n')

/** the message with line `n` (1-based) replaced by `text`, or removed when it is undefined */
function withLine(n: number, text: string | undefined, from: readonly string[] = lines) {
  const copy = [...from]
  if (text === undefined) copy.splice(n - 1, 1)
  else copy[n - 1] = text
  return copy.join('\n')
}

function refusal(text: string) {
  try {
    parseSiwxMessage(text)
  } catch (error) {
    if (!(error instanceof InvalidSiwxMessageError)) throw error
    return { field: error.field, line: error.line, rule: error.rule }
  }
  throw new Error('accepted')
}

test('default', () => {
  expect(parseSiwxMessage(message)).toStrictEqual({
    domain: 'example.com',
    address,
    statement: 'Sign in to Example.',
    uri: 'https://example.com/login',
    version: '1',
    chainId: 1,
    nonce: '32891756',
    issuedAt: '2021-09-30T16:25:24Z',
    expirationTime: '2021-10-30T16:25:24.123-02:00',
    notBefore: '2021-09-30T16:25:24Z',
    requestId: 'req-1',
    resources: ['https://example.com/terms'],
  })
})

describe('RFC 3339 date-times that exist', () => {
  test.each([
    '2024-02-29T00:00:00Z',
    '2000-02-29T23:59:59.999999Z',
    '2021-12-31T23:59:60Z',
    '2021-12-31T20:59:60-03:00',
    '2021-09-30t16:25:24z',
    '0001-01-01T00:00:00+23:59',
  ])('default: %s', (time) => {
    expect(parseSiwxMessage(withLine(10, `Issued At: ${time}`)).issuedAt).toBe(time)
  })

  test.each([
    '2100-02-29T00:00:00Z',
    '2100-02-31T14:31:43.952Z',
    '2023-02-29T00:00:00Z',
    '2021-04-31T00:00:00Z',
    '2021-13-01T00:00:00Z',
    '2021-00-10T00:00:00Z',
    '2021-01-00T00:00:00Z',
    '2021-01-01T24:00:00Z',
    '2021-01-01T23:60:00Z',
    '2021-01-01T12:00:60Z',
    '2021-01-01T00:00:00+24:00',
    '2021-01-01T00:00:00',
    '2021-01-01 00:00:00Z',
    '2021-01-01T00:00:00.Z',
    '21-01-01T00:00:00Z',
    '2021-1-01T00:00:00Z',
  ])('behavior: %s is refused', (time) => {
    expect(refusal(withLine(11, `Expiration Time: ${time}`))).toEqual({
      field: 'expirationTime',
      line: 11,
      rule: 'expiration-time',
    })
  })
})

describe('RFC 3986 authorities and URIs', () => {
  test.each([
    'test@127.0.0.1',
    'test@127.0.0.1:8080',
    'user:pass@example.com',
    '[::cafe]',
    '[::cafe]:4361',
    '[2001:db8::ff00:42:8329]',
    '[::ffff:192.0.2.128]',
    '[v1.fe80::a+en1]',
    'localhost:8080',
    'xn--bcher-kva.example',
    'ex%41mple.com',
  ])('default: the domain %s', (domain) => {
    expect(parseSiwxMessage(withLine(1, `${domain}${lines[0]?.slice(11)}`)).domain).toBe(domain)
  })

  test.each([
    '#notrfc4501',
    'exa mple.com',
    '[::cafe',
    '[:::cafe]',
    '[12345::]',
    'example.com:80a',
    'a@b@example.com',
    '%zzexample.com',
    'test@',
  ])('behavior: the domain %s is refused', (domain) => {
    expect(refusal(withLine(1, `${domain}${lines[0]?.slice(11)}`))).toEqual({
      field: 'domain',
      line: 1,
      rule: 'authority',
    })
  })

  test('default: a scheme before the domain', () => {
    const parsed = parseSiwxMessage(withLine(1, `https://${lines[0]}`))
    expect(parsed).toMatchObject({ scheme: 'https', domain: 'example.com' })
    expect(refusal(withLine(1, `1https://${lines[0]}`))).toEqual({
      field: 'domain',
      line: 1,
      rule: 'authority',
    })
  })

  test.each([
    'https://[::cafe]',
    'https://127.0.0.1:4361/?query=one#begin',
    'urn:isbn:0451450523',
    'did:pkh:eip155:1:0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
    'mailto:user@example.com',
    'file:///etc/hosts',
    'a:',
  ])('default: the URI %s', (uri) => {
    expect(parseSiwxMessage(withLine(6, `URI: ${uri}`)).uri).toBe(uri)
    expect(parseSiwxMessage(withLine(15, `- ${uri}`)).resources).toEqual([uri])
  })

  test.each([
    ':not_a_rfc3986_valid_uri_',
    'https://example.com/a b',
    '//example.com',
    'https://[::cafe',
    'https://example.com/%zz',
    'example.com',
    'https://exämple.com',
    '',
  ])('behavior: the URI %j is refused', (uri) => {
    expect(refusal(withLine(6, `URI: ${uri}`))).toEqual({ field: 'uri', line: 6, rule: 'uri' })
    expect(refusal(withLine(15, `- ${uri}`))).toEqual({ field: 'resources', line: 15, rule: 'URI' })
  })
})

describe('the line structure', () => {
  test('default: no statement, an empty statement, an empty request id, no resources', () => {
    const bare = [...lines.slice(0, 3), ...lines.slice(4, 10)]
    expect(parseSiwxMessage(bare.join('\n'))).not.toHaveProperty('statement')
    const empty = withLine(4, '')
    expect(parseSiwxMessage(empty).statement).toBe('')
    expect(parseSiwxMessage(withLine(13, 'Request ID: ')).requestId).toBe('')
    expect(parseSiwxMessage(lines.slice(0, 14).join('\n')).resources).toEqual([])
    expect(parseSiwxMessage(lines.slice(0, 13).join('\n'))).not.toHaveProperty('resources')
  })

  test('behavior: each departure names its line and rule', () => {
    const cases = {
      'a statement over two lines': withLine(4, 'Sign in\nto Example.'),
      'a second statement line': withLine(5, 'More text.'),
      'a trailing line': `${message}\nExtra line`,
      'a trailing line break': `${message}\n`,
      'Issued At twice': withLine(11, 'Issued At: 2021-09-30T16:25:24Z'),
      'Nonce twice': withLine(10, 'Nonce: 32891756\nIssued At: 2021-09-30T16:25:24Z'),
      'no blank line after the address': withLine(3, undefined),
      'no blank line before URI': withLine(5, undefined),
      'a non-ASCII statement': withLine(4, 'Sign in to Exämple.'),
      'a statement with a tab': withLine(4, 'Sign\tin'),
      'a statement with a percent sign': withLine(4, '100% safe'),
      'a request id with a space': withLine(13, 'Request ID: req 1'),
      'Request ID without its space': withLine(13, 'Request ID:'),
      'a carriage return': message.replaceAll('\n', '\r\n'),
      'a lowercase address': withLine(2, address.toLowerCase()),
      'a wrong checksum': withLine(2, address.replace('C02', 'c02')),
      'a short address': withLine(2, address.slice(0, -1)),
      'version 2': withLine(7, 'Version: 2'),
      'chain id 0': withLine(8, 'Chain ID: 0'),
      'chain id with a leading zero': withLine(8, 'Chain ID: 01'),
      'chain id beyond 2^53': withLine(8, 'Chain ID: 9007199254740993'),
      'a 7-character nonce': withLine(9, 'Nonce: 3289175'),
      'a nonce with a dash': withLine(9, 'Nonce: 3289-1756'),
      'resources in one line': withLine(15, '- https://a.example - https://b.example'),
      'a resource without its dash': withLine(15, 'https://example.com/terms'),
      'Not Before before Expiration Time': withLine(
        11,
        'Not Before: 2021-09-30T16:25:24Z\nExpiration Time: 2021-10-30T16:25:24Z',
        lines.filter((_, i) => i !== 11),
      ),
      'another header': withLine(1, 'example.com wants you to sign in with your Solana account:'),
      'an empty message': '',
    }
    const result = Object.fromEntries(
      Object.entries(cases).map(([name, text]) => {
        const { field, line, rule } = refusal(text)
        return [name, `line ${line}, ${rule}, ${field}`]
      }),
    )
    expect(result).toMatchInlineSnapshot(`
      {
        "Issued At twice": "line 11, sign-in-with-ethereum, issuedAt",
        "Nonce twice": "line 10, issued-at, issuedAt",
        "Not Before before Expiration Time": "line 12, sign-in-with-ethereum, expirationTime",
        "Request ID without its space": "line 13, sign-in-with-ethereum, requestId",
        "a 7-character nonce": "line 9, nonce, nonce",
        "a carriage return": "line 1, sign-in-with-ethereum, header",
        "a lowercase address": "line 2, address, address",
        "a non-ASCII statement": "line 4, statement, statement",
        "a nonce with a dash": "line 9, nonce, nonce",
        "a request id with a space": "line 13, request-id, requestId",
        "a resource without its dash": "line 15, resource, resources",
        "a second statement line": "line 5, LF, statement",
        "a short address": "line 2, address, address",
        "a statement over two lines": "line 5, LF, statement",
        "a statement with a percent sign": "line 4, statement, statement",
        "a statement with a tab": "line 4, statement, statement",
        "a trailing line": "line 16, resource, resources",
        "a trailing line break": "line 16, resource, resources",
        "a wrong checksum": "line 2, address, address",
        "an empty message": "line 1, sign-in-with-ethereum, header",
        "another header": "line 1, sign-in-with-ethereum, header",
        "chain id 0": "line 8, chain-id, chainId",
        "chain id beyond 2^53": "line 8, chain-id, chainId",
        "chain id with a leading zero": "line 8, chain-id, chainId",
        "no blank line after the address": "line 3, LF, message",
        "no blank line before URI": "line 5, LF, statement",
        "resources in one line": "line 15, URI, resources",
        "version 2": "line 7, version, version",
      }
    `)
  })

  test('behavior: not a string', () => {
    expect(() => parseSiwxMessage(42 as unknown as string)).toThrow(InvalidSiwxMessageError)
  })
})
