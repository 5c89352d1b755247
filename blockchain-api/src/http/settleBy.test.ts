import { expect, test } from 'vitest'
import { settleBy } from './settleBy.js'

test('default', async () => {
  await expect(settleBy(new AbortController().signal, Promise.resolve(1))).resolves.toBe(1)
  await expect(
    settleBy(new AbortController().signal, Promise.reject(new Error('no'))),
  ).rejects.toThrow('no')
})

test('behavior: rejects with the reason when the signal aborts first', async () => {
  const controller = new AbortController()
  const never = new Promise<never>(() => {})
  const settled = settleBy(controller.signal, never)
  controller.abort('stop')
  await expect(settled).rejects.toBe('stop')
})

test('behavior: an already aborted signal rejects without waiting', async () => {
  await expect(settleBy(AbortSignal.abort('early'), new Promise(() => {}))).rejects.toBe('early')
})

test('behavior: a later rejection of the loser is not unhandled', async () => {
  const controller = new AbortController()
  let fail: (error: Error) => void = () => {}
  const loser = new Promise<never>((_, reject) => {
    fail = reject
  })
  const settled = settleBy(controller.signal, loser)
  controller.abort('stop')
  await expect(settled).rejects.toBe('stop')
  fail(new Error('late'))
  await Promise.resolve()
})
