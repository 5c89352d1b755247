import { cleanStores, keepMount } from 'nanostores'
import { afterEach, expect, test } from 'vitest'
import { mockAdapter } from '../adapter/mockAdapter.js'
import { createConnectorsStore } from './createConnectorsStore.js'

const evm = mockAdapter({ namespace: 'eip155', accounts: [] })
const sol = mockAdapter({
  namespace: 'solana',
  accounts: [],
  connectors: [{ id: 'phantom', name: 'Phantom' }],
})

afterEach(() => {
  cleanStores(evm.$connectors, sol.$connectors)
})

test('default', () => {
  expect(createConnectorsStore([]).get()).toEqual([])
})

test('behavior: merges every adapter in order and follows discoveries', () => {
  const $connectors = createConnectorsStore([evm, sol])
  keepMount($connectors)
  expect($connectors.get().map((c) => `${c.chain}/${c.id}`)).toEqual([
    'eip155/mock',
    'solana/phantom',
  ])
  evm.addConnector({ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED' })
  expect($connectors.get().map((c) => c.id)).toEqual(['mock', 'io.metamask', 'phantom'])
})
