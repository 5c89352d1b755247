import { expect, test } from 'vitest'
import { DisconnectFailedError } from '../errors/kit.js'
import { getErrorMessage } from './getErrorMessage.js'

test('default', () => {
  expect(getErrorMessage(new DisconnectFailedError({ cause: new Error('x') }))).toBe(
    'Failed to disconnect',
  )
  expect(getErrorMessage(new Error('plain'))).toBe('plain')
  expect(getErrorMessage({ code: 4001, message: 'User rejected' })).toBe('User rejected')
  expect(getErrorMessage('text')).toBe('text')
})
