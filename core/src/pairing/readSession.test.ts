import { expect, test } from 'vitest'
import { arbitrum, mainnet } from '../networks/evm.js'
import { solana } from '../networks/solana.js'
import { readAccounts, readSession } from './readSession.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const solanaAddress = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'

function session(namespaces: Record<string, unknown>) {
  return {
    topic: 'topic',
    expiry: 1_800_000_000,
    namespaces,
    peer: { metadata: { name: 'Wallet', description: '', url: 'https://w.example', icons: [''] } },
    // fields the kit does not read are ignored
    pairingTopic: 'p',
    acknowledged: true,
  }
}

test('default', () => {
  const result = readSession(
    session({
      eip155: {
        accounts: [`eip155:1:${address}`, `eip155:42161:${address}`],
        methods: ['personal_sign'],
        events: ['accountsChanged'],
      },
      solana: {
        accounts: [`${solana.caipNetworkId}:${solanaAddress}`],
        methods: ['solana_signMessage'],
        events: [],
      },
    }),
    { networks: [arbitrum, mainnet, solana] },
  )
  expect(result).toEqual({
    topic: 'topic',
    expiry: 1_800_000_000_000,
    peer: { name: 'Wallet', description: '', url: 'https://w.example', icons: [] },
    namespaces: {
      eip155: {
        namespace: 'eip155',
        accounts: [{ namespace: 'eip155', address, type: 'eoa' }],
        caipAddresses: [`eip155:1:${address}`, `eip155:42161:${address}`],
        chains: ['eip155:1', 'eip155:42161'],
        methods: ['personal_sign'],
        events: ['accountsChanged'],
        // the kit's order: arbitrum comes first in its networks
        activeNetworkId: 'eip155:42161',
      },
      solana: {
        namespace: 'solana',
        accounts: [{ namespace: 'solana', address: solanaAddress, type: 'eoa' }],
        caipAddresses: [`${solana.caipNetworkId}:${solanaAddress}`],
        chains: [solana.caipNetworkId],
        methods: ['solana_signMessage'],
        events: [],
        activeNetworkId: solana.caipNetworkId,
      },
    },
  })
})

test('behavior: the previous active network is kept while approved', () => {
  const raw = session({
    eip155: { accounts: [`eip155:1:${address}`, `eip155:42161:${address}`] },
  })
  const first = readSession(raw, { networks: [arbitrum, mainnet] })!
  const previous = {
    ...first,
    namespaces: { eip155: { ...first.namespaces.eip155!, activeNetworkId: 'eip155:1' as const } },
  }
  expect(
    readSession(raw, { networks: [arbitrum, mainnet], previous })?.namespaces.eip155
      ?.activeNetworkId,
  ).toBe('eip155:1')
})

test('behavior: malformed accounts and unknown namespaces are left out', () => {
  const result = readSession(
    session({
      eip155: { accounts: ['not-caip', `solana:x:${solanaAddress}`, `eip155:1:${address}`] },
      'eip155:10': { accounts: [`eip155:10:${address.toLowerCase()}`] },
      polkadot: { accounts: ['polkadot:91b171bb158e2d3848fa23a9f1c25182:5Grw'] },
      solana: { accounts: [] },
    }),
    { networks: [mainnet] },
  )!
  expect(Object.keys(result.namespaces)).toEqual(['eip155'])
  // `eip155:10` is a CAIP namespace key: merged into eip155, one address despite the case
  expect(result.namespaces.eip155?.accounts).toHaveLength(1)
  expect(result.namespaces.eip155?.chains).toEqual(['eip155:1', 'eip155:10'])
})

test('behavior: not a session', () => {
  expect(readSession(undefined, { networks: [] })).toBeUndefined()
  expect(readSession({ topic: 1 }, { networks: [] })).toBeUndefined()
})

test('behavior: readAccounts gives bare addresses the event chain', () => {
  expect(readAccounts('eip155', [address, 42, ''], 'eip155:1')).toEqual({
    accounts: [{ namespace: 'eip155', address, type: 'eoa' }],
    caipAddresses: [`eip155:1:${address}`],
    networkIds: ['eip155:1'],
  })
  expect(
    readAccounts('bip122', ['bip122:000000000019d6689c085ae165831e93:bc1qxyz']).accounts[0]?.type,
  ).toBe('payment')
})
