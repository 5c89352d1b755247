import { expect, test } from 'vitest'
import { WALLET_ERROR_CODES } from './walletCodes.js'

test('default', () => {
  expect(WALLET_ERROR_CODES).toMatchInlineSnapshot(`
    {
      "ATOMICITY_NOT_SUPPORTED": 5760,
      "ATOMIC_READY_WALLET_REJECTED_UPGRADE": 5750,
      "BUNDLE_TOO_LARGE": 5740,
      "CHAIN_DISCONNECTED": 4901,
      "DEFAULT": 5000,
      "DISCONNECTED": 4900,
      "DUPLICATE_ID": 5720,
      "INTERNAL_ERROR": -32603,
      "INVALID_CHAIN_ID": 32603,
      "INVALID_INPUT": -32000,
      "INVALID_PARAMS": -32602,
      "INVALID_REQUEST": -32600,
      "JSON_RPC_VERSION_NOT_SUPPORTED": -32006,
      "LIMIT_EXCEEDED": -32005,
      "METHOD_NOT_FOUND": -32601,
      "METHOD_NOT_SUPPORTED": -32004,
      "PARSE_ERROR": -32700,
      "RESOURCE_NOT_FOUND": -32001,
      "RESOURCE_UNAVAILABLE": -32002,
      "SWITCH_CHAIN": 4902,
      "TRANSACTION_REJECTED": -32003,
      "UNAUTHORIZED": 4100,
      "UNKNOWN_BUNDLE_ID": 5730,
      "UNSUPPORTED_CHAIN_ID": 5710,
      "UNSUPPORTED_METHOD": 4200,
      "UNSUPPORTED_NON_OPTIONAL_CAPABILITY": 5700,
      "USER_REJECTED_REQUEST": 4001,
    }
  `)
})

test('behavior: codes are unique integers in the ranges of the spec', () => {
  const codes = Object.values(WALLET_ERROR_CODES)
  expect(new Set(codes).size).toBe(codes.length)
  for (const code of codes) {
    expect(Number.isInteger(code)).toBe(true)
    const inRange =
      (code >= 4001 && code <= 4902) ||
      code === 5000 ||
      code === 32603 ||
      (code >= -32700 && code <= -32000) ||
      (code >= 5700 && code <= 5760)
    expect(inRange).toBe(true)
  }
})
