import { expect, test } from 'vitest'
import { RequestAbortedError } from '../errors/request.js'
import { raceSignal } from './raceSignal.js'

test('default', async () => {
  await expect(
    raceSignal(Promise.resolve(1), new AbortController().signal, 'GET /x'),
  ).resolves.toBe(1)
  await expect(raceSignal(Promise.reject(new Error('no')), undefined, 'GET /x')).rejects.toThrow(
    'no',
  )
})

test('behavior: an abort rejects at once, whatever the promise does', async () => {
  const controller = new AbortController()
  const never = new Promise<number>(() => {})
  const raced = raceSignal(never, controller.signal, 'GET /x')
  controller.abort()
  await expect(raced).rejects.toBeInstanceOf(RequestAbortedError)
  await expect(raceSignal(never, AbortSignal.abort(), 'GET /x')).rejects.toMatchObject({
    endpoint: 'GET /x',
  })
})
