import { expect, test } from 'vitest'
import { connect } from '../../actions/connect.js'
import { createTestKit, createTwoChainKit, evmAddress } from '../../test/createTestKit.js'
import type { TokenBalance } from '../../types/account.js'
import { estimateSendFee } from './estimateSendFee.js'
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
const receiver = '0x5555555555555555555555555555555555555555'
const capabilities = ['estimateGas', 'estimateFees', 'sendToken'] as const

test('default: gas times the max fee, priced in USD', async () => {
  const { kit, adapter } = createTestKit({ mock: { capabilities } })
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  kit._internal.send.update({ tokenBalances: [eth] })
  setSendToken(kit, { token: eth })
  setSendAmount(kit, { amount: '0.25' })
  await setSendReceiver(kit, { receiver })
  // 21000 gas at 2 gwei is 0.000042 ETH, at 2000 USD
  const fee = await estimateSendFee(kit)
  expect(fee.gasPrice).toBe(2_000_000_000n)
  expect(fee.gasPriceInUSD).toBeCloseTo(0.084, 12)
  expect(kit.$send.get()).toMatchObject(fee)
  expect(adapter.calls.find((c) => c.method === 'estimateGas')?.parameters).toMatchObject({
    from: evmAddress,
    to: receiver,
    value: 250_000_000_000_000_000n,
  })
})

test('behavior: a token transfer is estimated as its ERC-20 call', async () => {
  const { kit, adapter } = createTestKit({ mock: { capabilities } })
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  setSendToken(kit, {
    token: {
      ...eth,
      symbol: 'USDC',
      address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      quantity: { decimals: '6', numeric: '10' },
    },
  })
  setSendAmount(kit, { amount: '1' })
  await setSendReceiver(kit, { receiver })
  // no price known: the fee in USD is unknown
  expect(await estimateSendFee(kit)).toEqual({ gasPrice: 2_000_000_000n, gasPriceInUSD: undefined })
  expect(adapter.calls.find((c) => c.method === 'estimateGas')?.parameters).toMatchObject({
    to: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    data: `0xa9059cbb${receiver.slice(2).padStart(64, '0')}${(1_000_000).toString(16).padStart(64, '0')}`,
  })
})

test('behavior: off eip155, or without the capabilities, nothing to estimate', async () => {
  const { kit } = createTestKit()
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  expect(await estimateSendFee(kit)).toEqual({ gasPrice: undefined, gasPriceInUSD: undefined })
  const two = createTwoChainKit()
  await two.kit.ready
  await connect(two.kit, { connectorId: 'phantom' })
  expect(await estimateSendFee(two.kit)).toEqual({ gasPrice: undefined, gasPriceInUSD: undefined })
})
