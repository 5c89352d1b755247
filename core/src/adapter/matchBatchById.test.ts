import { expect, test } from 'vitest'
import { BATCH_ANSWER_MISSING_CODE, matchBatchById } from './matchBatchById.js'

const batch = JSON.stringify([
  { jsonrpc: '2.0', id: 1, method: 'a' },
  { jsonrpc: '2.0', id: 2, method: 'b' },
  { jsonrpc: '2.0', id: 3, method: 'c' },
])
const answer = (id: unknown, result: unknown) => ({ jsonrpc: '2.0', id, result })
const fails = (id: unknown) => ({
  jsonrpc: '2.0',
  id,
  error: { code: BATCH_ANSWER_MISSING_CODE, message: expect.any(String) },
})
const match = (answers: unknown[]) => JSON.parse(matchBatchById(batch, JSON.stringify(answers)))

test('default: answers in any order come back in request order', () => {
  expect(match([answer(3, 'c'), answer(1, 'a'), answer(2, 'b')])).toEqual([
    answer(1, 'a'),
    answer(2, 'b'),
    answer(3, 'c'),
  ])
})

test('behavior: a missing id fails only its own request', () => {
  expect(match([answer(3, 'c'), answer(1, 'a')])).toEqual([
    answer(1, 'a'),
    fails(2),
    answer(3, 'c'),
  ])
})

test('behavior: a duplicated id fails only its own request', () => {
  expect(match([answer(1, 'a'), answer(2, 'b'), answer(2, 'x'), answer(3, 'c')])).toEqual([
    answer(1, 'a'),
    fails(2),
    answer(3, 'c'),
  ])
})

test('behavior: unknown ids are dropped and the swapped pair is put right', () => {
  expect(match([answer(2, 'b'), answer(1, 'a'), answer(9, 'z'), answer(3, 'c')])).toEqual([
    answer(1, 'a'),
    answer(2, 'b'),
    answer(3, 'c'),
  ])
  expect(match([answer(7, 'a'), answer(8, 'b'), answer(9, 'c')])).toEqual([
    fails(1),
    fails(2),
    fails(3),
  ])
})

test('behavior: ids are compared by value and type', () => {
  expect(match([answer('1', 'a'), answer(2, 'b'), answer(3, 'c')])).toEqual([
    fails(1),
    answer(2, 'b'),
    answer(3, 'c'),
  ])
})

test('behavior: a single request, a non-list answer or non-JSON pass through unchanged', () => {
  expect(matchBatchById('{"id":1}', '{"id":2}')).toBe('{"id":2}')
  expect(matchBatchById(batch, '{"error":{"code":-32600}}')).toBe('{"error":{"code":-32600}}')
  expect(matchBatchById(batch, 'not json')).toBe('not json')
  expect(matchBatchById(undefined, '[1]')).toBe('[1]')
  expect(matchBatchById('[not json', '[1]')).toBe('[1]')
})

test('behavior: a huge answer of one repeated id is linear work', () => {
  const many = JSON.stringify(Array.from({ length: 100_000 }, () => answer(1, 'x')))
  expect(JSON.parse(matchBatchById(batch, many))).toEqual([fails(1), fails(2), fails(3)])
})
