import { ProviderRpcError, RequestAbortedError } from '@walletport/core'
import { UnknownRpcError, UserRejectedRequestError } from 'viem'
import { expect, test } from 'vitest'
import { WagmiActionError } from './errors.js'
import { toWagmiError } from './toWagmiError.js'

test('default: a wallet’s rejection keeps its code', () => {
  const error = toWagmiError('signMessage', new UserRejectedRequestError(new Error('no')))
  expect(error).toBeInstanceOf(ProviderRpcError)
  expect((error as ProviderRpcError).code).toBe(4001)
})

test('behavior: a code under viem’s UnknownRpcError (-1) is found, not hidden by it', () => {
  const wallet = Object.assign(new Error('User denied'), { code: 4001 })
  const error = toWagmiError('sendTransaction', new UnknownRpcError(wallet))
  expect(error).toBeInstanceOf(ProviderRpcError)
  expect((error as ProviderRpcError).code).toBe(4001)
  expect(error.message).toContain('User denied')
})

test('behavior: one of core’s errors that viem wrapped is answered as it is', () => {
  const aborted = new RequestAbortedError()
  expect(toWagmiError('signMessage', new UnknownRpcError(aborted))).toBe(aborted)
})

test('error: anything else names the action', () => {
  const error = toWagmiError('switchChain', new Error('boom'))
  expect(error).toBeInstanceOf(WagmiActionError)
  expect(error.message).toContain('switchChain')
})

test('bad input: a cause chain that loops, or a thrown string, still gives an error', () => {
  const looped: { message: string; cause?: unknown } = { message: 'loop' }
  looped.cause = looped
  expect(toWagmiError('connect', looped)).toBeInstanceOf(WagmiActionError)
  expect(toWagmiError('connect', 'a string')).toBeInstanceOf(WagmiActionError)
})
