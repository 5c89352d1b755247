import { describe, expect, test } from 'vitest'
import { bitcoin } from '../networks/bitcoin.js'
import { arbitrum, mainnet } from '../networks/evm.js'
import { solana, solanaDevnet } from '../networks/solana.js'
import { buildNamespaces } from './buildNamespaces.js'
import { PAIRING_EVENTS, PAIRING_METHODS } from './methods.js'

describe('buildNamespaces', () => {
  test('default', () => {
    const namespaces = buildNamespaces({
      namespaces: ['eip155', 'solana', 'bip122'],
      networks: [arbitrum, mainnet, solana, solanaDevnet, bitcoin],
    })
    expect(namespaces.eip155).toEqual({
      chains: ['eip155:42161', 'eip155:1'],
      methods: [...PAIRING_METHODS.eip155],
      events: ['accountsChanged', 'chainChanged'],
      rpcMap: {
        'eip155:42161': 'https://arb1.arbitrum.io/rpc',
        '42161': 'https://arb1.arbitrum.io/rpc',
        'eip155:1': 'https://eth.merkle.io',
        '1': 'https://eth.merkle.io',
      },
    })
    expect(namespaces.solana?.chains).toEqual([solana.caipNetworkId, solanaDevnet.caipNetworkId])
    expect(namespaces.solana?.rpcMap[solana.caipNetworkId]).toBe(
      'https://api.mainnet-beta.solana.com',
    )
    expect(namespaces.solana?.rpcMap[solana.id]).toBe('https://api.mainnet-beta.solana.com')
    expect(namespaces.bip122?.methods).toEqual([
      'signMessage',
      'sendTransfer',
      'signPsbt',
      'getAccountAddresses',
    ])
  })

  test('behavior: the spec method lists, per namespace', () => {
    for (const method of [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'eth_signTransaction',
      'eth_sign',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_getCapabilities',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
      'wallet_grantPermissions',
      'wallet_revokePermissions',
    ])
      expect(PAIRING_METHODS.eip155).toContain(method)
    for (const method of [
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAndSendTransaction',
      'solana_signAllTransactions',
    ])
      expect(PAIRING_METHODS.solana).toContain(method)
    expect(PAIRING_EVENTS).toEqual(['accountsChanged', 'chainChanged'])
    // reads never go through the wallet
    expect(PAIRING_METHODS.eip155).not.toContain('eth_call')
    expect(PAIRING_METHODS.eip155).not.toContain('eth_getBalance')
  })

  test('behavior: the given order is kept, so the active network leads', () => {
    const namespaces = buildNamespaces({ namespaces: ['eip155'], networks: [mainnet, arbitrum] })
    expect(namespaces.eip155?.chains).toEqual(['eip155:1', 'eip155:42161'])
  })

  test('behavior: a namespace without a configured network is left out', () => {
    const namespaces = buildNamespaces({ namespaces: ['eip155', 'solana'], networks: [mainnet] })
    expect(Object.keys(namespaces)).toEqual(['eip155'])
  })

  test('behavior: duplicates are asked for once', () => {
    const namespaces = buildNamespaces({
      namespaces: ['eip155', 'eip155'],
      networks: [mainnet, mainnet],
    })
    expect(namespaces.eip155?.chains).toEqual(['eip155:1'])
  })
})
