import fc from 'fast-check'
import { expect, test } from 'vitest'
import { InvalidSiwxMessageError } from '../errors/siwx.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'
import { verifySiwxMessage } from './verifySiwxMessage.js'

const valid = [
  'https://example.com wants you to sign in with your Ethereum account:',
  '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  '',
  'I accept the ExampleOrg Terms of Service: https://example.com/tos',
  '',
  'URI: https://example.com/login',
  'Version: 1',
  'Chain ID: 1',
  'Nonce: 32891756',
  'Issued At: 2021-09-30T16:25:24Z',
  'Expiration Time: 2021-10-30T16:25:24.000-02:00',
  'Not Before: 2021-09-30T16:25:24Z',
  'Request ID: some_id',
  'Resources:',
  '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
  '- https://example.com/my-web2-claim.json',
]

// pieces that sit near the grammar's edges, so that mutations reach deep into the parser
const piece = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\n',
    '\r',
    ':',
    '@',
    '[',
    ']',
    '%',
    '%4',
    '//',
    'é',
    '\u200b',
    'URI: ',
    'Nonce: ',
    'Issued At: ',
    'Resources:',
    '- ',
    '2100-02-31T00:00:00Z',
    '2024-02-29T23:59:60Z',
    '[::cafe]',
    'test@127.0.0.1:8080',
  ),
  fc.string({ maxLength: 6 }),
  fc.string({ unit: 'binary', maxLength: 4 }),
)

const mutatedLines = fc
  .array(
    fc.record({
      line: fc.nat({ max: valid.length - 1 }),
      at: fc.nat({ max: 80 }),
      cut: fc.nat({ max: 3 }),
      insert: piece,
      kind: fc.constantFrom('edit', 'drop', 'duplicate', 'swap'),
    }),
    { minLength: 1, maxLength: 4 },
  )
  .map((edits) => {
    const lines = [...valid]
    for (const { line, at, cut, insert, kind } of edits) {
      const text = lines[line] ?? ''
      if (kind === 'drop') lines.splice(line, 1)
      else if (kind === 'duplicate') lines.splice(line, 0, text)
      else if (kind === 'swap') lines.splice(line, 2, lines[line + 1] ?? '', text)
      else lines[line] = text.slice(0, at) + insert + text.slice(at + cut)
    }
    return lines.join('\n')
  })

const messages = fc.oneof(
  { weight: 6, arbitrary: mutatedLines },
  { weight: 2, arbitrary: fc.array(piece, { maxLength: 30 }).map((p) => p.join('')) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 400 }) },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.oneof(fc.constantFrom(...valid), piece), { maxLength: 20 })
      .map((l) => l.join('\n')),
  },
)

test('behavior: 12,000 fuzzed messages give a message or an InvalidSiwxMessageError, never another throw', () => {
  let accepted = 0
  fc.assert(
    fc.property(messages, (message) => {
      let parsed: ReturnType<typeof parseSiwxMessage>
      try {
        parsed = parseSiwxMessage(message)
      } catch (error) {
        expect(error).toBeInstanceOf(InvalidSiwxMessageError)
        expect(error).toMatchObject({ line: expect.any(Number), rule: expect.any(String) })
        return
      }
      accepted++
      // an accepted message is exactly what its fields write: nothing was dropped or added
      expect(formatSiwxMessage(parsed)).toBe(message)
    }),
    { numRuns: 12_000 },
  )
  // the mutations keep a share of messages valid, so the round trip above is exercised
  expect(accepted).toBeGreaterThan(100)
})

test('behavior: verification of fuzzed messages answers, never throws', async () => {
  await fc.assert(
    fc.asyncProperty(messages, fc.string({ maxLength: 140 }), async (message, signature) => {
      const result = await verifySiwxMessage({
        message,
        signature,
        expected: { domain: 'example.com', nonce: '32891756' },
      })
      expect(result.valid).toBe(false)
    }),
    { numRuns: 1000 },
  )
})
