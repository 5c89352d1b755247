import { expect, test } from 'vitest'
import { DEFAULT_RELAY_URL, getRelayUrl } from './getRelayUrl.js'

test('default', () => {
  expect(getRelayUrl({ projectId: 'abc' })).toBe(DEFAULT_RELAY_URL)
})

test('behavior: a site relay wins, with or without a project id', () => {
  expect(getRelayUrl({ relayUrl: 'wss://relay.site.example' })).toBe('wss://relay.site.example')
  expect(getRelayUrl({ projectId: 'abc', relayUrl: 'wss://relay.site.example' })).toBe(
    'wss://relay.site.example',
  )
})

test('behavior: neither means no pairing, so the options are hidden', () => {
  expect(getRelayUrl({})).toBeUndefined()
  expect(getRelayUrl({ projectId: '', relayUrl: '' })).toBeUndefined()
})
