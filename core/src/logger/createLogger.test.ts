import { expect, test, vi } from 'vitest'
import { createLogger } from './createLogger.js'

function createSink() {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() }
}

test('default', () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  try {
    const log = createLogger()
    log.warn('hidden')
    log.error('shown', 1)
    // the default level is error
    expect(warn).not.toHaveBeenCalled()
    expect(error).toHaveBeenCalledWith('[walletport] shown', 1)
  } finally {
    error.mockRestore()
    warn.mockRestore()
  }
})

test('parameters: level', () => {
  const cases = {
    debug: ['debug', 'info', 'warn', 'error'],
    info: ['info', 'warn', 'error'],
    warn: ['warn', 'error'],
    error: ['error'],
    silent: [],
  } as const
  for (const [level, shown] of Object.entries(cases)) {
    const sink = createSink()
    const log = createLogger({ level: level as keyof typeof cases, sink })
    log.debug('d')
    log.info('i')
    log.warn('w')
    log.error('e')
    const called = (['debug', 'info', 'warn', 'error'] as const).filter(
      (l) => sink[l].mock.calls.length,
    )
    expect(called).toEqual(shown)
  }
})

test('parameters: sink', () => {
  const sink = createSink()
  const data = { reason: 'x' }
  createLogger({ level: 'debug', sink }).info('message', data, 2)
  expect(sink.info).toHaveBeenCalledWith('[walletport] message', data, 2)
})
