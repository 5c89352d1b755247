import { expect, test } from 'vitest'
import { createConnectionState } from './createConnectionState.js'

test('default', () => {
  const connections = createConnectionState(['eip155', 'solana'])
  expect(connections.$connections.get()).toMatchInlineSnapshot(`
    {
      "eip155": {
        "buffering": false,
        "status": "disconnected",
        "wcError": false,
      },
      "solana": {
        "buffering": false,
        "status": "disconnected",
        "wcError": false,
      },
    }
  `)
  expect(connections.$status.get()).toBe('disconnected')
})

test('behavior: the status is connected when any namespace is', () => {
  const connections = createConnectionState(['eip155', 'solana'])
  connections.update('eip155', { status: 'connecting' })
  expect(connections.$status.get()).toBe('connecting')
  connections.update('solana', { status: 'reconnecting' })
  expect(connections.$status.get()).toBe('reconnecting')
  connections.update('eip155', { status: 'connected' })
  expect(connections.$status.get()).toBe('connected')
})

test('behavior: the status is disconnected when the last connection goes', () => {
  const connections = createConnectionState(['eip155', 'solana'])
  connections.update('eip155', { status: 'connected' })
  connections.update('solana', { status: 'connected' })
  connections.reset('eip155')
  expect(connections.$status.get()).toBe('connected')
  connections.reset('solana')
  expect(connections.$status.get()).toBe('disconnected')
})

test('behavior: reset keeps the recent wallet and drops the rest', () => {
  const connections = createConnectionState(['eip155'])
  const recentWallet = { id: 'w1', name: 'Wallet One' }
  connections.update('eip155', {
    status: 'connected',
    connectorId: 'c1',
    wcUri: 'wc:1',
    provider: {},
    recentWallet,
  })
  connections.reset('eip155')
  expect(connections.get('eip155')).toEqual({
    status: 'disconnected',
    wcError: false,
    buffering: false,
    recentWallet,
  })
})

test('behavior: an unknown namespace reads as disconnected', () => {
  expect(createConnectionState([]).get('bip122').status).toBe('disconnected')
})
