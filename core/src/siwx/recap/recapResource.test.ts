import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { InvalidRecapError } from '../../errors/rules.js'
import { createRecapResource } from './createRecapResource.js'
import { isRecapResource, parseRecapResource } from './parseRecapResource.js'

const recap = {
  att: {
    'eip155:1:0x0000000000000000000000000000000000000001': {
      'request/eth_signTypedData_v4': [{}],
      'request/personal_sign': [{ chains: ['eip155:1'] }],
    },
  },
  prf: [],
}

function encodeJson(json: string): string {
  const binary = String.fromCharCode(...new TextEncoder().encode(json))
  return `urn:recap:${btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')}`
}

function refusal(resource: string) {
  try {
    parseRecapResource(resource)
  } catch (error) {
    if (!(error instanceof InvalidRecapError)) throw error
    return error.reason
  }
  return 'accepted'
}

test('default', () => {
  const resource = createRecapResource(recap)
  expect(isRecapResource(resource)).toBe(true)
  // base64url of {"att":...,"prf":[]} with sorted keys
  expect(resource).toBe(encodeJson(JSON.stringify(recap)))
  expect(parseRecapResource(resource)).toEqual(recap)
})

test('behavior: keys are sorted, so equal objects encode equally', () => {
  const [[resource, abilities]] = Object.entries(recap.att) as [[string, object]]
  const reordered = {
    att: { [resource]: Object.fromEntries(Object.entries(abilities).reverse()) },
  } as typeof recap
  expect(createRecapResource(reordered)).toBe(createRecapResource(recap))
})

describe('the section 5 rule', () => {
  test('behavior: each fault is refused, in the resource and when building one', () => {
    const objects: Record<string, unknown> = {
      'not an object': [],
      'no att': { prf: [] },
      'att not an object': { att: [] },
      'att empty': { att: {} },
      'an empty resource': { att: { 'https://a.example': {} } },
      'a second, empty resource': {
        att: { 'https://a.example': { 'a/b': [{}] }, 'https://b.example': {} },
      },
      'abilities as an array': { att: { 'https://a.example': [{ 'a/b': [{}] }] } },
      'an ability that is not an array': { att: { 'https://a.example': { 'a/b': {} } } },
      'an empty ability': { att: { 'https://a.example': { 'a/b': [] } } },
      'an ability with a string': { att: { 'https://a.example': { 'a/b': [{}, 'x'] } } },
      'an ability with null': { att: { 'https://a.example': { 'a/b': [null] } } },
      'an ability with an array': { att: { 'https://a.example': { 'a/b': [[]] } } },
    }
    for (const value of Object.values(objects)) {
      expect(refusal(encodeJson(JSON.stringify(value)))).not.toBe('accepted')
      expect(() => createRecapResource(value as typeof recap)).toThrow(InvalidRecapError)
    }
  })

  test('behavior: what is not a recap resource', () => {
    expect({
      prefix: refusal('urn:other:e30'),
      padding: refusal('urn:recap:e30='),
      json: refusal(encodeJson('{"att":')),
      utf8: refusal(`urn:recap:${btoa('\xff\xfe').replaceAll('/', '_').replace(/=+$/, '')}`),
      notString: refusal(42 as unknown as string),
    }).toMatchInlineSnapshot(`
      {
        "json": "The recap is not UTF-8 JSON.",
        "notString": "Not a urn:recap: resource.",
        "padding": "The recap is not base64url without padding.",
        "prefix": "Not a urn:recap: resource.",
        "utf8": "The recap is not UTF-8 JSON.",
      }
    `)
  })

  test('behavior: any text after the prefix gives a recap or an InvalidRecapError', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.base64String(), fc.json().map(encodeJson)), (text) => {
        const resource = text.startsWith('urn:recap:') ? text : `urn:recap:${text}`
        try {
          parseRecapResource(resource)
        } catch (error) {
          expect(error).toBeInstanceOf(InvalidRecapError)
        }
      }),
      { numRuns: 2000 },
    )
  })
})
