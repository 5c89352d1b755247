import { describe, expect, test } from 'vitest'
import { InvalidSiwxMessageError } from '../errors/siwx.js'
import { createSiwxMessage } from './createSiwxMessage.js'
import { formatSiwxMessage, type SiwxMessageFields } from './formatSiwxMessage.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'

const address = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const fields: SiwxMessageFields = {
  domain: 'example.com',
  address,
  uri: 'https://example.com/login',
  version: '1',
  chainId: 1,
  nonce: '32891756',
  issuedAt: '2021-09-30T16:25:24Z',
}

function refusal(f: Record<string, unknown>) {
  try {
    formatSiwxMessage(f as SiwxMessageFields)
  } catch (error) {
    if (!(error instanceof InvalidSiwxMessageError)) throw error
    return `${error.field}: ${error.rule}`
  }
  return 'written'
}

test('default', () => {
  expect(formatSiwxMessage(fields)).toMatchInlineSnapshot(`
    "example.com wants you to sign in with your Ethereum account:
    0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2


    URI: https://example.com/login
    Version: 1
    Chain ID: 1
    Nonce: 32891756
    Issued At: 2021-09-30T16:25:24Z"
  `)
})

describe('what it is given', () => {
  test('behavior: timestamps keep their text', () => {
    const message = formatSiwxMessage({
      ...fields,
      issuedAt: '2021-09-30T16:25:24-02:00',
      expirationTime: '2021-10-30T16:25:24Z',
      notBefore: '2021-09-30T16:25:24.5+05:30',
    })
    expect(message).toContain('\nIssued At: 2021-09-30T16:25:24-02:00\n')
    expect(message).toContain('\nExpiration Time: 2021-10-30T16:25:24Z\n')
    expect(message).toContain('\nNot Before: 2021-09-30T16:25:24.5+05:30')
  })

  test('parameters: scheme, statement, request id (empty too), resources (empty too)', () => {
    const message = formatSiwxMessage({
      ...fields,
      scheme: 'https',
      statement: 'I accept the terms: https://example.com/tos',
      requestId: '',
      resources: [],
    })
    expect(message.split('\n')[0]).toBe(
      'https://example.com wants you to sign in with your Ethereum account:',
    )
    expect(message.endsWith('\nRequest ID: \nResources:')).toBe(true)
    expect(formatSiwxMessage(parseSiwxMessage(message))).toBe(message)
  })

  test('behavior: an all-lowercase address is written in EIP-55 form', () => {
    expect(formatSiwxMessage({ ...fields, address: address.toLowerCase() })).toBe(
      formatSiwxMessage(fields),
    )
  })
})

test('behavior: what the grammar does not allow is refused', () => {
  const cases = {
    'no nonce': { ...fields, nonce: undefined },
    'a short nonce': { ...fields, nonce: '1234567' },
    'a nonce with a space': { ...fields, nonce: '1234 5678' },
    'a wrong checksum': { ...fields, address: address.replace('C02', 'c02') },
    'no address': { ...fields, address: undefined },
    'an impossible date': { ...fields, expirationTime: '2100-02-31T14:31:43.952Z' },
    'a JavaScript date string': { ...fields, issuedAt: new Date(0).toString() },
    'a Date object': { ...fields, issuedAt: new Date(0) },
    'a domain with a path': { ...fields, domain: 'example.com/login' },
    'an empty domain': { ...fields, domain: '' },
    'a bad scheme': { ...fields, scheme: '1http' },
    'a two-line statement': { ...fields, statement: 'one\ntwo' },
    'a non-ASCII statement': { ...fields, statement: 'héllo' },
    'a request id with a space': { ...fields, requestId: 'a b' },
    'a resource that is not a URI': { ...fields, resources: ['https://a.example', 'not a uri'] },
    'resources not a list': { ...fields, resources: 'https://a.example' },
    'version 2': { ...fields, version: '2' },
    'a chain id as text': { ...fields, chainId: '1' },
    'chain id 0': { ...fields, chainId: 0 },
  }
  expect(
    Object.fromEntries(Object.entries(cases).map(([name, f]) => [name, refusal(f)])),
  ).toMatchInlineSnapshot(`
    {
      "a Date object": "issuedAt: issued-at",
      "a JavaScript date string": "issuedAt: issued-at",
      "a bad scheme": "scheme: scheme",
      "a chain id as text": "chainId: chain-id",
      "a domain with a path": "domain: authority",
      "a non-ASCII statement": "statement: statement",
      "a nonce with a space": "nonce: nonce",
      "a request id with a space": "requestId: request-id",
      "a resource that is not a URI": "resources: URI",
      "a short nonce": "nonce: nonce",
      "a two-line statement": "statement: statement",
      "a wrong checksum": "address: address",
      "an empty domain": "domain: authority",
      "an impossible date": "expirationTime: expiration-time",
      "chain id 0": "chainId: chain-id",
      "no address": "address: address",
      "no nonce": "nonce: nonce",
      "resources not a list": "resources: resources",
      "version 2": "version: version",
    }
  `)
  expect(() => formatSiwxMessage(null as unknown as SiwxMessageFields)).toThrow(
    InvalidSiwxMessageError,
  )
})

test('parameters: createSiwxMessage takes the kit data, scheme included', () => {
  const message = createSiwxMessage({
    scheme: 'https',
    domain: 'example.com',
    uri: 'https://example.com/login',
    version: '1',
    nonce: '32891756',
    issuedAt: '2021-09-30T16:25:24Z',
    networkId: 'eip155:10',
    accountAddress: address.toLowerCase(),
  })
  expect(parseSiwxMessage(message)).toMatchObject({ scheme: 'https', chainId: 10, address })
  expect(() =>
    createSiwxMessage({
      domain: 'example.com',
      uri: 'https://example.com/login',
      version: '1',
      nonce: undefined as unknown as string,
      issuedAt: '2021-09-30T16:25:24Z',
      networkId: 'eip155:1',
      accountAddress: address,
    }),
  ).toThrow(InvalidSiwxMessageError)
})
