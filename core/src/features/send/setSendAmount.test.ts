import { expect, test } from 'vitest'
import { createTestKit } from '../../test/createTestKit.js'
import type { TokenBalance } from '../../types/account.js'
import { setSendAmount } from './setSendAmount.js'
import { setSendToken } from './setSendToken.js'

const usdc: TokenBalance = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  value: 12.5,
  price: 0.5,
  quantity: { decimals: '6', numeric: '12.5' },
  iconUrl: '',
}

test('default: a token amount is kept as typed', () => {
  const { kit } = createTestKit()
  expect(setSendAmount(kit, { amount: '0.' })).toBe('0.')
  expect(kit.$send.get().sendTokenAmount).toBe('0.')
})

test('parameters: currency fiat converts at the token price, cut to its decimals', () => {
  const { kit } = createTestKit()
  setSendToken(kit, { token: usdc })
  expect(setSendAmount(kit, { amount: '3.3333333', currency: 'fiat' })).toBe('6.666666')
  expect(kit.$send.get()).toMatchObject({ token: usdc, sendTokenAmount: '6.666666' })
  expect(setSendAmount(kit, { amount: '', currency: 'fiat' })).toBe('')
})

test('behavior: a fiat amount needs a priced token and a decimal', () => {
  const { kit } = createTestKit()
  expect(() => setSendAmount(kit, { amount: '5', currency: 'fiat' })).toThrowError(
    'Token price unavailable',
  )
  setSendToken(kit, { token: { ...usdc, price: 0 } })
  expect(() => setSendAmount(kit, { amount: '5', currency: 'fiat' })).toThrowError(
    'Token price unavailable',
  )
  setSendToken(kit, { token: usdc })
  expect(() => setSendAmount(kit, { amount: 'five', currency: 'fiat' })).toThrowError(
    'Invalid decimal number',
  )
  expect(kit.$send.get().sendTokenAmount).toBeUndefined()
})
