import { expect, test } from 'vitest'
import * as embedded from './embedded.js'

test('exports', () => {
  expect(Object.keys(embedded).sort()).toMatchInlineSnapshot(`
    [
      "$embeddedState",
      "AUTH_CONNECTOR_ID",
      "NOT_ALLOWED_TEXT",
      "SAFE_RPC_METHODS",
      "UNSAFE_RPC_METHODS",
      "abortEmbeddedRequests",
      "connectDevice",
      "connectEmail",
      "connectFarcaster",
      "connectSocial",
      "embeddedWallet",
      "getEmbeddedEmailCooldown",
      "getEmbeddedState",
      "getRpcClass",
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
