import { expect, test } from 'vitest'
import { asNetworkId, readChainChanged } from './readChainChanged.js'

test('default: a number, hex, a bare reference or a CAIP-2 id', () => {
  expect(readChainChanged('eip155', 10)).toBe('eip155:10')
  expect(readChainChanged('eip155', '0xa')).toBe('eip155:10')
  expect(readChainChanged('eip155', '10')).toBe('eip155:10')
  expect(readChainChanged('eip155', 'eip155:10')).toBe('eip155:10')
  expect(readChainChanged('solana', 'solana:devnet')).toBe('solana:devnet')
  // hex is an EVM form only: elsewhere it is a reference like any other
  expect(readChainChanged('solana', '0xa')).toBe('solana:0xa')
})

test('behavior: what names no network of the namespace is undefined', () => {
  expect(readChainChanged('eip155', 'solana:devnet')).toBeUndefined()
  expect(readChainChanged('eip155', '')).toBeUndefined()
  expect(readChainChanged('eip155', 1.5)).toBeUndefined()
  expect(readChainChanged('eip155', null)).toBeUndefined()
  expect(asNetworkId('eip155', 'eip155:1:extra')).toBeUndefined()
  expect(asNetworkId('eip155', 'eip155:')).toBeUndefined()
  expect(asNetworkId('eip155', 'eip155:1')).toBe('eip155:1')
})
