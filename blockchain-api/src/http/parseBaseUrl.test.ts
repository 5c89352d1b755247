import { expect, test } from 'vitest'
import { parseBaseUrl } from './parseBaseUrl.js'

test('default', () => {
  expect(parseBaseUrl('data service', 'https://rpc.example.org')).toBe('https://rpc.example.org')
})

test('behavior: none, empty or blank is no base URL', () => {
  expect(parseBaseUrl('data service', undefined)).toBeUndefined()
  expect(parseBaseUrl('data service', '')).toBeUndefined()
  expect(parseBaseUrl('data service', '  ')).toBeUndefined()
})

test('behavior: only absolute http(s) URLs', () => {
  expect(() => parseBaseUrl('analytics', 'rpc.example.org')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidBaseUrlError: Invalid base URL

    Service: analytics
    Received: "rpc.example.org"]
  `)
  expect(() => parseBaseUrl('analytics', 'ftp://x.test')).toThrowError('Invalid base URL')
})
