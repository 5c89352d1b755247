import { expect, test } from 'vitest'
import { encodePathSegment } from './encodePathSegment.js'

test('default', () => {
  expect(encodePathSegment('alice.reown.id', 'GET /x/{name}')).toBe('alice.reown.id')
})

test('behavior: separators are encoded, so a value stays one segment', () => {
  expect(encodePathSegment('../../admin?x=1#y', 'GET /x')).toBe('..%2F..%2Fadmin%3Fx%3D1%23y')
})

test('behavior: empty and dot segments are rejected', () => {
  for (const value of ['', '.', '..'])
    expect(() => encodePathSegment(value, 'GET /x/{id}')).toThrowError('Invalid path parameter')
  expect(() => encodePathSegment('..', 'GET /x/{id}')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidPathParameterError: Invalid path parameter

    Endpoint: GET /x/{id}
    Received: ".."]
  `)
})
