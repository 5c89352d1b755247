import { expect, test } from 'vitest'
import * as embedded from './embedded.js'
import * as actions from './embeddedActions.js'

test('exports', () => {
  expect(Object.keys(actions).sort()).toMatchInlineSnapshot(`
    [
      "$embeddedState",
      "abortEmbeddedRequests",
      "connectDevice",
      "connectEmail",
      "connectFarcaster",
      "connectSocial",
      "getEmbeddedEmailCooldown",
      "getEmbeddedState",
      "setEmbeddedAccountType",
      "showEmbeddedFrame",
      "syncEmbeddedTheme",
      "updateEmail",
      "verifyOtp",
      "verifyUpdateEmailPrimaryOtp",
      "verifyUpdateEmailSecondaryOtp",
      "watchEmbeddedState",
    ]
  `)
})

test('behavior: every name here is also on @walletport/core/embedded, with the same value', () => {
  const all = new Map<string, unknown>(Object.entries(embedded))
  for (const [name, value] of Object.entries(actions)) expect(all.get(name)).toBe(value)
})
