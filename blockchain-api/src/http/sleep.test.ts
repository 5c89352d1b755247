import { expect, test } from 'vitest'
import { sleep } from './sleep.js'

test('default', async () => {
  const started = Date.now()
  await sleep(20)
  expect(Date.now() - started).toBeGreaterThanOrEqual(15)
})

test('behavior: rejects with the reason when the signal aborts', async () => {
  const controller = new AbortController()
  const waiting = sleep(10_000, controller.signal)
  controller.abort('stop')
  await expect(waiting).rejects.toBe('stop')
  await expect(sleep(10, AbortSignal.abort('early'))).rejects.toBe('early')
})
