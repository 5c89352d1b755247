import { isEip155SendAddress } from '@walletport/core'
import { expect, test } from 'vitest'
import { eip155AdapterRules } from './eip155AdapterRules.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

test('a receiver is refused until the lazy part that checks it has loaded', () => {
  let part: { isSendAddress(address: string): boolean } | undefined
  const rules = eip155AdapterRules(() => part)
  expect(rules.isSendAddress(address)).toBe(false)
  part = { isSendAddress: (a) => isEip155SendAddress(a) }
  expect(rules.isSendAddress(address)).toBe(true)
  expect(rules.isSendAddress(address.replace('f39F', 'f39f'))).toBe(false)
  expect(rules.isAddress(address.slice(2))).toBe(true)
  expect(rules.formatUnits(rules.parseUnits('1.5', 18), 18)).toBe('1.5')
})
