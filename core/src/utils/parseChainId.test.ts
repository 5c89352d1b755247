import fc from 'fast-check'
import { expect, test } from 'vitest'
import { BaseError } from '../errors/base.js'
import { parseChainId } from './parseChainId.js'

const part = fc.string({ minLength: 1 }).filter((s) => !s.includes(':'))

test('default', () => {
  expect(parseChainId('eip155:1')).toMatchInlineSnapshot(`
    {
      "chainId": "eip155:1",
      "namespace": "eip155",
      "reference": "1",
    }
  `)
})

test('parameters: value (namespace:reference only)', () => {
  expect(() => parseChainId('1')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidNetworkIdError: Invalid CAIP-2 network id

    Received: "1"]
  `)
  expect(() => parseChainId('eip155:1:0xabc')).toThrowError('Invalid CAIP-2 network id')
  expect(() => parseChainId('eip155:')).toThrowError('Invalid CAIP-2 network id')
})

test('parameters: value (namespaces without an adapter)', () => {
  expect(parseChainId('cosmos:cosmoshub-4').namespace).toBe('cosmos')
})

test('behavior: round-trips generated ids; throws only typed errors', () => {
  fc.assert(
    fc.property(part, part, (namespace, reference) => {
      expect(parseChainId(`${namespace}:${reference}`)).toEqual({
        namespace,
        reference,
        chainId: `${namespace}:${reference}`,
      })
    }),
  )
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string(),
        fc.jsonValue(),
        fc.anything({ withBigInt: true, withBoxedValues: true, withNullPrototype: true }),
      ),
      (value) => {
        try {
          parseChainId(value as string)
        } catch (error) {
          expect(error).toBeInstanceOf(BaseError)
        }
      },
    ),
  )
})
