import { describe, expect, test } from 'vitest'
import { InvalidSiwxMessageError } from '../errors/siwx.js'
import { formatSiwxMessage, type SiwxMessageFields } from './formatSiwxMessage.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'
import parsingNegative from './vectors/spruceid-siwe/parsing_negative.json' with { type: 'json' }
import parsingNegativeObjects from './vectors/spruceid-siwe/parsing_negative_objects.json' with {
  type: 'json',
}
import parsingPositive from './vectors/spruceid-siwe/parsing_positive.json' with { type: 'json' }
import verificationNegative from './vectors/spruceid-siwe/verification_negative.json' with {
  type: 'json',
}
import verificationPositive from './vectors/spruceid-siwe/verification_positive.json' with {
  type: 'json',
}
import { verifySiwxMessage } from './verifySiwxMessage.js'

// the public spruceid/siwe suite, committed byte for byte under ./vectors (see its README)

type VectorFields = Record<string, unknown> & { scheme?: string | null }

/** the vector's fields as the parser returns them: a null scheme is no scheme */
function withoutNull({ scheme, ...fields }: VectorFields) {
  return scheme === null || scheme === undefined ? fields : { scheme, ...fields }
}

function thrown(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  return undefined
}

describe('parsing_positive.json', () => {
  test.each(Object.entries(parsingPositive))('default: %s', (_, { message, fields }) => {
    expect(parseSiwxMessage(message)).toStrictEqual(withoutNull(fields))
  })

  test.each(Object.entries(parsingPositive))(
    'behavior: %s is built back byte for byte',
    (_, { message, fields }) => {
      expect(formatSiwxMessage(withoutNull(fields) as SiwxMessageFields)).toBe(message)
    },
  )
})

describe('parsing_negative.json', () => {
  test.each(Object.entries(parsingNegative))('behavior: %s is refused', (_, message) => {
    const error = thrown(() => parseSiwxMessage(message))
    expect(error).toBeInstanceOf(InvalidSiwxMessageError)
    expect(error).toMatchObject({ line: expect.any(Number), rule: expect.any(String) })
  })
})

describe('parsing_negative_objects.json', () => {
  test.each(Object.entries(parsingNegativeObjects))('behavior: %s is not built', (_, fields) => {
    const error = thrown(() => formatSiwxMessage(fields as unknown as SiwxMessageFields))
    expect(error).toBeInstanceOf(InvalidSiwxMessageError)
  })
})

type VerificationVector = VectorFields & {
  signature: string
  time?: string
  domainBinding?: string
  matchNonce?: string
}

/**
 * The message text of a vector's fields written line by line with no check, so that a
 * vector the builder refuses (an impossible date) still reaches the verifier.
 */
function writeUnchecked(v: VerificationVector): string {
  const lines = [
    `${v.domain} wants you to sign in with your Ethereum account:`,
    String(v.address),
    '',
    ...(v.statement === undefined ? [] : [String(v.statement)]),
    '',
    `URI: ${v.uri}`,
    `Version: ${v.version}`,
    `Chain ID: ${v.chainId}`,
    `Nonce: ${v.nonce}`,
    `Issued At: ${v.issuedAt}`,
  ]
  if (v.expirationTime !== undefined) lines.push(`Expiration Time: ${v.expirationTime}`)
  if (v.notBefore !== undefined) lines.push(`Not Before: ${v.notBefore}`)
  return lines.join('\n')
}

function verifyVector(v: VerificationVector, message: string) {
  return verifySiwxMessage({
    message,
    signature: v.signature,
    expected: {
      domain: v.domainBinding ?? String(v.domain),
      nonce: v.matchNonce ?? String(v.nonce),
    },
    time: v.time ? new Date(v.time) : undefined,
  })
}

describe('verification_positive.json', () => {
  test.each(Object.entries(verificationPositive))('default: %s', async (_, vector) => {
    const { signature: _s, time: _t, ...fields } = vector as VerificationVector
    const message = formatSiwxMessage(fields as SiwxMessageFields)
    expect(message).toBe(writeUnchecked(vector))
    expect(await verifyVector(vector, message)).toMatchObject({ valid: true, method: 'eip191' })
  })
})

describe('verification_negative.json', () => {
  test.each(Object.entries(verificationNegative))('behavior: %s is refused', async (_, vector) => {
    const {
      signature: _s,
      time: _t,
      domainBinding: _d,
      matchNonce: _n,
      ...fields
    } = vector as VerificationVector
    const message = writeUnchecked(vector)
    const built = thrown(() => formatSiwxMessage(fields as SiwxMessageFields))
    // either the builder refuses the fields, or it writes the same text the verifier refuses
    if (built === undefined) expect(formatSiwxMessage(fields as SiwxMessageFields)).toBe(message)
    else expect(built).toBeInstanceOf(InvalidSiwxMessageError)
    expect(await verifyVector(vector, message)).toMatchObject({ valid: false })
  })

  test('behavior: each fails for its own reason', async () => {
    const reasons: Record<string, string> = {}
    for (const [name, vector] of Object.entries(verificationNegative)) {
      const result = await verifyVector(vector, writeUnchecked(vector))
      reasons[name] = result.valid ? 'valid' : result.reason
    }
    expect(reasons).toMatchInlineSnapshot(`
      {
        "custom nonce": "nonce",
        "custom time": "expired",
        "domain binding": "domain",
        "expired message": "expired",
        "invalid expirationTime": "format",
        "invalid issuedAt": "format",
        "invalid notBefore": "format",
        "malformed signature": "signature",
        "not yet valid": "notYetValid",
        "wrong signature": "signature",
      }
    `)
  })
})
