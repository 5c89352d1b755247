import { expect, test, vi } from 'vitest'
import { ServiceUnavailableError } from '../errors/service.js'
import { bindService } from './bindService.js'

test('default', async () => {
  const bind = bindService('wallet explorer', { n: 2 })
  const add = bind.async(async (ctx: { n: number }, x: number) => ctx.n + x)
  const url = bind.sync((ctx: { n: number }, x: number) => `${ctx.n}/${x}`)
  await expect(add(1)).resolves.toBe(3)
  expect(url(1)).toBe('2/1')
})

test('behavior: without a context every call fails with ServiceUnavailableError, calling nothing', async () => {
  const bind = bindService<{ n: number }>('wallet explorer', undefined)
  const fn = vi.fn(async () => 1)
  await expect(bind.async(fn)()).rejects.toThrowErrorMatchingInlineSnapshot(`
    [ServiceUnavailableError: The wallet explorer is not configured

    Pass its baseUrl to enable it.]
  `)
  expect(() => bind.sync(() => 'x')()).toThrowError(ServiceUnavailableError)
  expect(fn).not.toHaveBeenCalled()
})
