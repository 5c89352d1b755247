import { expect, test } from 'vitest'
import * as exports from './index.js'

test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "AccountButton",
      "ConnectButton",
      "LOCALES",
      "Modal",
      "NetworkButton",
      "ProviderNotFoundError",
      "WalletportProvider",
      "createMessages",
      "resolveLocale",
      "themePresets",
      "useAccount",
      "useAlert",
      "useBalance",
      "useDisconnect",
      "useEvents",
      "useKit",
      "useModalState",
      "useNetwork",
      "useProvider",
      "useSendTransaction",
      "useSignMessage",
      "useSwitchNetwork",
      "useTheme",
      "useTokenBalances",
      "useWaitForReceipt",
      "useWalletInfo",
      "useWalletport",
      "useWriteContract",
    ]
  `)
})
