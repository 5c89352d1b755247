import { expect, test } from 'vitest'
import type { PairingNamespace, PairingSession } from '../../types/pairing.js'
import { withActiveNetworks } from './withActiveNetworks.js'

const evm: PairingNamespace = {
  namespace: 'eip155',
  accounts: [],
  caipAddresses: [],
  chains: ['eip155:1', 'eip155:10'],
  methods: [],
  events: [],
  activeNetworkId: 'eip155:1',
}
const session: PairingSession = {
  topic: 't',
  expiry: 1,
  peer: { name: 'Wallet', description: '', url: 'https://wallet.example', icons: [] },
  namespaces: { eip155: evm },
}

test('default: the network active before the reload comes back', () => {
  const restored = withActiveNetworks(session, { eip155: 'eip155:10' })
  expect(restored.namespaces.eip155?.activeNetworkId).toBe('eip155:10')
  expect(restored.namespaces.eip155?.chains).toEqual(evm.chains)
})

test('behavior: a network the session no longer approves, or none stored, keeps its default', () => {
  expect(withActiveNetworks(session, { eip155: 'eip155:137' }).namespaces.eip155).toBe(evm)
  expect(withActiveNetworks(session, {}).namespaces.eip155).toBe(evm)
  expect(withActiveNetworks(session, { solana: 'solana:x' }).namespaces.solana).toBeUndefined()
})
