import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { createFakeWindow, TEST_ICON } from '../test/createFakeWindow.js'
import type { Eip1193Provider } from '../types.js'
import { parseProviderDetail, watchInjectedProviders } from './watchInjectedProviders.js'

const provider: Eip1193Provider = { request: async () => null }

describe('parseProviderDetail', () => {
  test('behavior: any announcement detail is parsed or ignored, never thrown on', () => {
    fc.assert(
      fc.property(fc.anything(), (detail) => {
        expect(() => parseProviderDetail(detail)).not.toThrow()
      }),
    )
  })
})

describe('watchInjectedProviders', () => {
  test('default: first announcement per rdns wins; a late ethereum is picked up', () => {
    const window = createFakeWindow()
    const seen: string[][] = []
    const stop = watchInjectedProviders({
      target: window,
      onChange: ({ announced, legacy }) =>
        seen.push([...announced.map((d) => d.info.name), ...(legacy ? ['legacy'] : [])]),
    })
    window.announce({ info: { uuid: 'a', name: 'A', icon: TEST_ICON, rdns: 'com.a' }, provider })
    window.announce({
      info: { uuid: 'b', name: 'A again', icon: TEST_ICON, rdns: 'com.a' },
      provider,
    })
    window.ethereum = { request: async () => null }
    window.dispatchEvent(new Event('ethereum#initialized'))
    expect(seen).toEqual([['A'], ['A', 'legacy']])
    stop()
    window.announce({ info: { uuid: 'c', name: 'C', icon: TEST_ICON, rdns: 'com.c' }, provider })
    expect(seen).toHaveLength(2)
  })
})
