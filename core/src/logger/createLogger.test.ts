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

test('behavior: the lines written are kept for a bug report, with their data', () => {
  const cycle: Record<string, unknown> = { a: 1 }
  cycle.self = cycle
  const log = createLogger({ level: 'warn', sink: createSink(), now: () => 5 })
  log.info('below the level: neither written nor kept')
  log.warn('balance', { amount: 10n }, new TypeError('bad row'))
  log.error('cycle', cycle, undefined)
  expect(log.entries()).toEqual([
    { level: 'warn', time: 5, text: 'balance {"amount":"10"} TypeError: bad row' },
    { level: 'error', time: 5, text: 'cycle [object Object] undefined' },
  ])
})

test('behavior: SPEC section 9: 1,024,000 bytes of the most recent lines, the oldest dropped', () => {
  const log = createLogger({ level: 'debug', sink: createSink() })
  // 1,100 lines of 1,000 bytes each (the 3-byte € counts as 3)
  const line = (i: number) => `${String(i).padStart(4, '0')}€${'x'.repeat(993)}`
  for (let i = 0; i < 1100; i++) log.debug(line(i))
  const kept = log.entries()
  const bytes = kept.reduce((sum, e) => sum + new TextEncoder().encode(e.text).length, 0)
  expect(bytes).toBe(1_024_000)
  expect(kept).toHaveLength(1024)
  expect(kept[0]?.text).toBe(line(76))
  expect(kept.at(-1)?.text).toBe(line(1099))
})

test('parameters: bufferBytes; a line longer than the buffer is cut to fit', () => {
  const log = createLogger({ level: 'debug', sink: createSink(), bufferBytes: 10 })
  log.info('12345')
  log.info('6789')
  expect(log.entries().map((e) => e.text)).toEqual(['12345', '6789'])
  log.info('ab')
  expect(log.entries().map((e) => e.text)).toEqual(['6789', 'ab'])
  // '€' is 3 bytes: the fourth would cross the limit and is cut whole
  log.info('€€€€')
  expect(log.entries().map((e) => e.text)).toEqual(['€€€'])
})
