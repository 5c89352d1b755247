// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"enableIframePageLoading":true,"suppressInsecureJavaScriptEnvironmentWarning":true}}
import * as v from 'valibot'
import { afterEach, expect, test, vi } from 'vitest'
import { setTheme } from '../../actions/setTheme.js'
import { destroyKit } from '../../kit/destroyKit.js'
import type { Kit } from '../../kit/types.js'
import { requireEmbedded } from '../actions/requireEmbedded.js'
import { syncEmbeddedTheme } from '../actions/syncEmbeddedTheme.js'
import { createAuthTestKit } from '../test/createAuthTestKit.js'
import { readReceived } from '../test/readReceived.js'
import { useTestFrame } from '../test/useTestFrame.js'
import { FRAME_REQUESTS } from './frameSchemas.js'
import { toFrameLocale } from './syncFrameTheme.js'

const frame = useTestFrame()
const kits: Kit[] = []
afterEach(() => {
  for (const kit of kits.splice(0)) destroyKit(kit)
})

const received = readReceived

async function loaded(options: Parameters<typeof createAuthTestKit>[0]) {
  const { kit } = createAuthTestKit(options)
  kits.push(kit)
  await requireEmbedded(kit).load()
  return kit
}

test('default: the frame gets the kit theme once ready, then each setTheme', async () => {
  const kit = await loaded({
    frameUrl: frame.get().url,
    theme: { mode: 'dark', variables: { accent: '#123456', '--wp-radius': 4 } },
  })
  await vi.waitFor(() => expect(received('SYNC_THEME')).toHaveLength(1), { timeout: 15_000 })
  expect(received('SYNC_THEME')[0]).toEqual({
    themeMode: 'dark',
    themeVariables: { accent: '#123456', '--wp-radius': 4 },
  })
  expect(received('SYNC_DAPP_DATA')).toHaveLength(1)

  setTheme(kit, { variables: { accent: '#654321' } })
  await vi.waitFor(() => expect(received('SYNC_THEME')).toHaveLength(2))
  expect(received('SYNC_THEME')[1]).toEqual({
    themeMode: 'dark',
    themeVariables: { accent: '#654321', '--wp-radius': 4 },
  })

  // a whole theme with no variables: the frame drops the ones it had
  setTheme(kit, { mode: 'light', replace: true })
  await vi.waitFor(() => expect(received('SYNC_THEME')).toHaveLength(3))
  expect(received('SYNC_THEME')[2]).toEqual({ themeMode: 'light' })
})

test('behavior: a change before the frame is ready is sent once, as the theme then', async () => {
  const { kit } = createAuthTestKit({ frameUrl: frame.get().url })
  kits.push(kit)
  const loading = requireEmbedded(kit).load()
  setTheme(kit, { mode: 'dark', variables: { accent: '#0a7d38' } })
  await loading
  await vi.waitFor(() => expect(received('SYNC_THEME')).toHaveLength(1), { timeout: 15_000 })
  expect(received('SYNC_THEME')).toEqual([
    { themeMode: 'dark', themeVariables: { accent: '#0a7d38' } },
  ])
})

test('behavior: a hostile theme is refused before it reaches the frame', async () => {
  const kit = await loaded({ frameUrl: frame.get().url, theme: { mode: 'light' } })
  await vi.waitFor(() => expect(received('SYNC_THEME')).toHaveLength(1), { timeout: 15_000 })
  const hostile: Parameters<typeof syncEmbeddedTheme>[1][] = [
    { themeMode: 'light' as const, themeVariables: { 'x;}body{background:red': 'red' } },
    { themeMode: 'light' as const, themeVariables: { accent: 'x'.repeat(201) } },
    { themeMode: 'light' as const, themeVariables: { accent: Number.NaN } },
    { themeMode: 'purple' as 'light' },
  ]
  for (const payload of hostile)
    await expect(syncEmbeddedTheme(kit, payload)).rejects.toMatchObject({ code: -32602 })
  // and through the kit: setTheme throws its typed error and nothing is sent
  expect(() => setTheme(kit, { variables: { 'a b': 'red' } })).toThrowError('Invalid theme')
  await syncEmbeddedTheme(kit, { themeMode: 'dark' })
  expect(received('SYNC_THEME')).toEqual([{ themeMode: 'light' }, { themeMode: 'dark' }])
})

test('behavior: after destroyKit a theme change sends nothing', async () => {
  const kit = await loaded({ frameUrl: frame.get().url, theme: { mode: 'light' } })
  await vi.waitFor(() => expect(received('SYNC_THEME')).toHaveLength(1), { timeout: 15_000 })
  const frameWindow = document.querySelector('iframe')?.contentWindow as Window & {
    received: { type: string }[]
  }
  destroyKit(kit)
  setTheme(kit, { mode: 'dark' })
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(frameWindow.received.filter((r) => r.type === 'SYNC_THEME')).toHaveLength(1)
})

test('default: SYNC_DAPP_DATA carries the kit locale, as a BCP 47 tag', async () => {
  await loaded({ frameUrl: frame.get().url, locale: 'de_AT' })
  await vi.waitFor(() => expect(received('SYNC_DAPP_DATA')).toHaveLength(1), { timeout: 15_000 })
  expect(received('SYNC_DAPP_DATA')[0]).toMatchObject({ locale: 'de-AT' })
})

test('behavior: no locale, or one that is not a language tag, leaves the field out', async () => {
  expect(toFrameLocale(undefined)).toBeUndefined()
  expect(toFrameLocale(' ar ')).toBe('ar')
  expect(toFrameLocale('zh-Hans-CN')).toBe('zh-Hans-CN')
  for (const bad of ['', 'german', 'de"><script>', 'x'.repeat(40), 'de--AT', 'd'])
    expect(toFrameLocale(bad)).toBeUndefined()
  await loaded({ frameUrl: frame.get().url, locale: 'de"><img>' })
  await vi.waitFor(() => expect(received('SYNC_DAPP_DATA')).toHaveLength(1), { timeout: 15_000 })
  expect(received('SYNC_DAPP_DATA')[0]).not.toHaveProperty('locale')
  // and the transport refuses a hand-made payload with a bad tag before it is sent
  expect(
    v.is(FRAME_REQUESTS.SYNC_DAPP_DATA.request, { sdkType: 'x', sdkVersion: '1', locale: 'de"' }),
  ).toBe(false)
})
