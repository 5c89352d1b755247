import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { InvalidSiwxMessageError } from '../errors/siwx.js'
import { devAccount } from '../test/devAccounts.js'
import vectors from '../test/vectors/eip4361.json' with { type: 'json' }
import { createSiwxMessage } from './createSiwxMessage.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'
import { verifySiwxMessage } from './verifySiwxMessage.js'

// the EIP's examples were issued at 2021-09-30T16:25:24Z and carry no expiry
const afterIssue = new Date('2021-10-01T00:00:00Z')

describe('EIP-4361 vectors: parsing', () => {
  test.each(vectors.parsing)('default: $name', ({ message, fields }) => {
    const parsed = parseSiwxMessage(message)
    // the parser keeps the timestamp's text; the vector gives the instant it names
    expect(new Date(parsed.issuedAt).toISOString()).toBe(fields.issuedAt)
    expect({ ...parsed, scheme: parsed.scheme ?? null, issuedAt: fields.issuedAt }).toStrictEqual(
      fields,
    )
  })

  test.each(vectors.parsingNegative)('behavior: refused when $name', ({ message, field }) => {
    const error = (() => {
      try {
        parseSiwxMessage(message)
      } catch (e) {
        return e
      }
      return undefined
    })()
    expect(error).toBeInstanceOf(InvalidSiwxMessageError)
    expect(error).toMatchObject({ field })
  })
})

describe('EIP-4361 vectors: verification', () => {
  test.each(vectors.verification)('default: $name', async (vector) => {
    const { message, signature, address, domain, nonce, chainId } = vector
    // the stored signature is what the dev key makes today (RFC 6979 is deterministic)
    expect(await devAccount(0).signMessage({ message })).toBe(signature)
    expect(
      await verifySiwxMessage({
        message,
        signature,
        expected: { domain, nonce, address, chainId },
        time: afterIssue,
      }),
    ).toMatchObject({ valid: true, method: 'eip191' })
  })

  test.each(vectors.verification)('behavior: $name rejected when changed', async (vector) => {
    const { message, signature, domain, nonce } = vector
    const verify = (m: string, expected: { domain: string; nonce: string } = { domain, nonce }) =>
      verifySiwxMessage({ message: m, signature, expected, time: afterIssue })
    expect(await verify(message.replace('Chain ID: 1', 'Chain ID: 10'))).toMatchObject({
      valid: false,
      reason: 'signature',
    })
    expect(await verify(message, { domain: 'evil.example.com', nonce })).toMatchObject({
      valid: false,
      reason: 'domain',
    })
    expect(await verify(message, { domain, nonce: '99999999' })).toMatchObject({
      valid: false,
      reason: 'nonce',
    })
    // before the message was valid (the examples have no not-before; issued-at alone never refuses)
    expect(
      await verify(`${message.split('\nResources:')[0]}\nNot Before: 2030-01-01T00:00:00Z`),
    ).toMatchObject({
      valid: false,
      reason: 'notYetValid',
    })
  })
})

describe('createSiwxMessage and parseSiwxMessage', () => {
  test('behavior: every field survives a round trip', () => {
    const word = fc.stringMatching(/^[a-z][a-z0-9]{0,10}$/)
    const data = fc.record({
      domain: fc.tuple(word, word).map(([a, b]) => `${a}.${b}.com`),
      path: word,
      nonce: fc.stringMatching(/^[a-zA-Z0-9]{8,24}$/),
      chainId: fc.integer({ min: 1, max: 2 ** 40 }),
      account: fc.integer({ min: 0, max: 9 }),
      issued: fc.integer({ min: 1_600_000_000_000, max: 2_000_000_000_000 }),
      life: fc.option(fc.integer({ min: 1, max: 10_000_000 }), { nil: undefined }),
      requestId: fc.option(word, { nil: undefined }),
      statement: fc.option(fc.stringMatching(/^[A-Za-z0-9 .,:]{1,40}$/), { nil: undefined }),
      resources: fc.option(
        fc.array(
          word.map((w) => `https://example.com/${w}`),
          { maxLength: 3 },
        ),
        {
          nil: undefined,
        },
      ),
    })
    fc.assert(
      fc.property(data, (d) => {
        const address = devAccount(d.account).address
        const issuedAt = new Date(d.issued).toISOString()
        const expirationTime = d.life ? new Date(d.issued + d.life).toISOString() : undefined
        const message = createSiwxMessage({
          domain: d.domain,
          uri: `https://${d.domain}/${d.path}`,
          version: '1',
          nonce: d.nonce,
          issuedAt,
          expirationTime,
          requestId: d.requestId,
          resources: d.resources,
          statement: d.statement,
          networkId: `eip155:${d.chainId}`,
          accountAddress: address.toLowerCase(),
        })
        const parsed = parseSiwxMessage(message)
        expect(parsed).toMatchObject({
          domain: d.domain,
          address,
          uri: `https://${d.domain}/${d.path}`,
          chainId: d.chainId,
          nonce: d.nonce,
        })
        expect(parsed.requestId).toBe(d.requestId)
        expect(parsed.statement).toBe(d.statement)
        expect(parsed.issuedAt).toBe(issuedAt)
        expect(parsed.expirationTime).toBe(expirationTime)
        expect(parsed.resources).toEqual(d.resources)
        // and the text written from the parsed fields is the same text
        expect(formatSiwxMessage(parsed)).toBe(message)
      }),
      { numRuns: 50 },
    )
  })
})
