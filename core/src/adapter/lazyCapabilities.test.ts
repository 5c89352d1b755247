import { expect, test, vi } from 'vitest'
import type { ChainAdapter } from '../types/adapter.js'
import { lazyCapabilities } from './lazyCapabilities.js'
import { mockAdapter } from './mockAdapter.js'

test('default: none before the load, and a read starts it', () => {
  const start = vi.fn()
  const capabilities = lazyCapabilities(() => undefined, start)
  expect(Object.keys(capabilities)).toEqual([])
  expect('sendToken' in capabilities).toBe(false)
  expect(start).not.toHaveBeenCalled()
  expect(capabilities.sendToken).toBeUndefined()
  expect(start).toHaveBeenCalledTimes(1)
})

test('behavior: mirrors the loaded adapter, a missing capability staying missing', () => {
  let real: ChainAdapter | undefined
  const start = vi.fn()
  const capabilities = lazyCapabilities(() => real, start)
  real = mockAdapter({ namespace: 'eip155', accounts: [], capabilities: ['sendToken'] })
  expect(Object.keys(capabilities)).toEqual(['sendToken'])
  expect('sendToken' in capabilities).toBe(true)
  expect('estimateGas' in capabilities).toBe(false)
  expect(typeof capabilities.sendToken).toBe('function')
  expect(capabilities.estimateGas).toBeUndefined()
  expect(start).not.toHaveBeenCalled()
})
