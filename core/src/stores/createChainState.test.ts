import { expect, test } from 'vitest'
import { arbitrum, mainnet } from '../networks/evm.js'
import { solana, solanaDevnet } from '../networks/solana.js'
import { createChainState } from './createChainState.js'
import { createConnectionState } from './createConnectionState.js'

function setup() {
  const connections = createConnectionState(['eip155', 'solana'])
  const chains = createChainState({
    networks: [mainnet, arbitrum, solana, solanaDevnet],
    namespaces: ['eip155', 'solana'],
    activeNetwork: arbitrum,
    preferredAccountTypes: { eip155: 'smartAccount', solana: 'eoa' },
    connections,
  })
  return { connections, chains }
}

test('default', () => {
  const { chains } = setup()
  const eip155 = chains.$chains.get().eip155
  expect(eip155?.networks).toEqual([mainnet, arbitrum])
  expect(eip155?.activeNetwork).toBe(arbitrum)
  expect(eip155?.requestedNetworkIds).toEqual(['eip155:1', 'eip155:42161'])
  expect(chains.$chains.get().solana?.activeNetwork).toBe(solana)
  expect(chains.$activeNamespace.get()).toBe('eip155')
  expect(chains.$activeNetwork.get()).toBe(arbitrum)
  expect(chains.$account.get()).toMatchInlineSnapshot(`
    {
      "addressLabels": {},
      "allAccounts": [],
      "namespace": "eip155",
      "preferredAccountTypes": {
        "eip155": "smartAccount",
        "solana": "eoa",
      },
      "smartAccountDeployed": false,
      "status": "disconnected",
      "tokenBalance": [],
    }
  `)
})

test('behavior: the account shows the connection status', () => {
  const { chains, connections } = setup()
  connections.update('solana', { status: 'connected' })
  expect(chains.$chains.get().solana?.account.status).toBe('connected')
  expect(chains.$account.get().status).toBe('disconnected')
  chains.setActiveNamespace('solana')
  expect(chains.$account.get()).toMatchObject({ namespace: 'solana', status: 'connected' })
  expect(chains.$activeNetwork.get()).toBe(solana)
})

test('behavior: updateAccount and resetAccount', () => {
  const { chains } = setup()
  chains.updateAccount('eip155', { address: '0xabc', balance: '1' })
  chains.patch('eip155', { unsupportedNetworkId: 'eip155:5' })
  expect(chains.activeAddress()).toBe('0xabc')
  chains.resetAccount('eip155')
  expect(chains.get('eip155')?.account.address).toBeUndefined()
  expect(chains.get('eip155')?.account.balance).toBeUndefined()
  expect(chains.get('eip155')?.unsupportedNetworkId).toBeUndefined()
  expect(chains.get('eip155')?.account.preferredAccountTypes.eip155).toBe('smartAccount')
})

test('behavior: writes to an unconfigured namespace are ignored', () => {
  const { chains } = setup()
  chains.updateAccount('bip122', { address: 'bc1q' })
  chains.patch('bip122', { supportsAllNetworks: false })
  expect(chains.get('bip122')).toBeUndefined()
  expect(chains.$chains.get().bip122).toBeUndefined()
})
