import { expect, test } from 'vitest'
import { InvalidRecapError } from '../../errors/rules.js'
import { createRecapResource } from './createRecapResource.js'
import { formatRecapStatement, RECAP_STATEMENT_PREFIX } from './formatRecapStatement.js'

const resource = createRecapResource({
  att: {
    eip155: { 'request/personal_sign': [{}], 'request/eth_sendTransaction': [{}] },
    'https://example.com/pictures/': {
      'crud/update': [{}],
      'crud/delete': [{}],
      'other/action': [{}],
    },
  },
})

test('default', () => {
  // numbered per resource and namespace; a resource's actions sorted, so its namespaces come
  // in the order of their first action ('action' before 'delete')
  expect(formatRecapStatement('Sign in to the app.', resource)).toBe(
    `Sign in to the app. ${RECAP_STATEMENT_PREFIX}(1) 'request': 'eth_sendTransaction', 'personal_sign' for 'eip155'. (2) 'other': 'action' for 'https://example.com/pictures/'. (3) 'crud': 'delete', 'update' for 'https://example.com/pictures/'.`,
  )
})

test('behavior: no statement, a statement already carrying the recap, a bad recap', () => {
  const alone = formatRecapStatement(undefined, resource)
  expect(alone.startsWith(RECAP_STATEMENT_PREFIX)).toBe(true)
  expect(formatRecapStatement(alone, resource)).toBe(alone)
  const empty = `urn:recap:${btoa('{"att":{"eip155":{}}}').replace(/=+$/, '')}`
  expect(() => formatRecapStatement('x', empty)).toThrow(InvalidRecapError)
})
