import { mnemonicToAccount } from 'viem/accounts'
import { expect, test } from 'vitest'
import { devAccount, TEST_MNEMONIC } from './devAccounts.js'

test('default: the written-out keys are the mnemonic’s', () => {
  expect(devAccount(9).address).toBe(mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 9 }).address)
})
