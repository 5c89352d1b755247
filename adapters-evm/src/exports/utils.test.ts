import { expect, test } from 'vitest'
import * as entry from './utils.js'

test('exports', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "createProfileReader",
      "createRpcTransport",
      "getChainId",
      "isSendAddress",
      "isSignature",
      "isTransactionHash",
      "parseCallsId",
      "parseWalletAssets",
      "parseWalletCalls",
      "parseWalletCapabilities",
      "readTokenBalances",
      "toViemChain",
      "waitForReceipt",
    ]
  `)
})
