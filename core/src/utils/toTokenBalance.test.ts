import { describe, expect, test } from 'vitest'
import { mainnet } from '../networks/evm/ethereum.js'
import { toTokenBalance } from './toTokenBalance.js'

describe('toTokenBalance', () => {
  test('without a token, the native currency of the network, with no address', () => {
    const row = toTokenBalance({ network: mainnet, amount: 1_500_000_000_000_000_000n })
    expect(row).toEqual({
      name: mainnet.nativeCurrency.name,
      symbol: mainnet.nativeCurrency.symbol,
      chainId: 'eip155:1',
      value: 0,
      price: 0,
      quantity: { decimals: '18', numeric: '1.5' },
      iconUrl: '',
    })
    expect('address' in row).toBe(false)
  })

  test('a token keeps its address, decimals and icon; RPC knows no price', () => {
    expect(
      toTokenBalance({
        network: mainnet,
        amount: 1234n,
        token: { address: '0xToken', name: 'Test Dollar', symbol: 'TUSD', decimals: 2 },
        iconUrl: 'https://icons.test/tusd.png',
      }),
    ).toEqual({
      name: 'Test Dollar',
      symbol: 'TUSD',
      chainId: 'eip155:1',
      address: '0xToken',
      value: 0,
      price: 0,
      quantity: { decimals: '2', numeric: '12.34' },
      iconUrl: 'https://icons.test/tusd.png',
    })
  })
})
