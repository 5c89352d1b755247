import { expect, test } from 'vitest'
import { connect } from '../../actions/connect.js'
import { createTestKit, evmAddress } from '../../test/createTestKit.js'
import type { TokenBalance } from '../../types/account.js'
import { getSendValidation } from './getSendValidation.js'
import { setSendAmount } from './setSendAmount.js'
import { setSendReceiver } from './setSendReceiver.js'
import { setSendToken } from './setSendToken.js'

const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 3000,
  price: 2000,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: '',
}

async function setup(mock = {}) {
  const { kit } = createTestKit({ mock })
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  kit._internal.send.update({ tokenBalances: [eth], networkBalanceInUSD: '3000' })
  return kit
}

test('default', async () => {
  const kit = await setup()
  expect(getSendValidation(kit)).toEqual({
    issues: [
      { field: 'token', reason: 'missing' },
      { field: 'amount', reason: 'missing' },
      { field: 'receiverAddress', reason: 'missing' },
    ],
    insufficientGas: false,
    canSend: false,
  })
  setSendToken(kit, { token: eth })
  setSendAmount(kit, { amount: '1' })
  await setSendReceiver(kit, { receiver: '0x5555555555555555555555555555555555555555' })
  expect(getSendValidation(kit)).toEqual({ issues: [], insufficientGas: false, canSend: true })
})

test('behavior: eip155 receivers need 0x and a valid checksum', async () => {
  const kit = await setup()
  setSendToken(kit, { token: eth })
  setSendAmount(kit, { amount: '1' })
  for (const receiver of [
    '5555555555555555555555555555555555555555',
    '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB49',
  ]) {
    await setSendReceiver(kit, { receiver })
    expect(getSendValidation(kit).issues).toEqual([{ field: 'receiverAddress', reason: 'invalid' }])
  }
})

test('behavior: a fee above the balance in USD is insufficient gas', async () => {
  const kit = await setup()
  kit._internal.send.update({ gasPriceInUSD: 3000.01 })
  expect(getSendValidation(kit).insufficientGas).toBe(true)
  kit._internal.send.update({ gasPriceInUSD: 2999.99 })
  expect(getSendValidation(kit).insufficientGas).toBe(false)
})

test('behavior: never for a smart account', async () => {
  const kit = await setup({
    accounts: [{ namespace: 'eip155', address: evmAddress, type: 'smartAccount' }],
  })
  kit._internal.send.update({ gasPriceInUSD: 5000 })
  expect(getSendValidation(kit).insufficientGas).toBe(false)
})
