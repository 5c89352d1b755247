import { ChainNotSupportedError, getErrorCode } from '@walletport/core'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { type Anvil, startAnvil } from './test/anvil.js'
import { createTestBed, localNetwork, type TestBed, WALLET_RDNS } from './test/createTestBed.js'

let bed: TestBed
let second: Anvil

beforeAll(async () => {
  second = await startAnvil({ chainId: 31338 })
  bed = await createTestBed({
    networks: [localNetwork({ chainId: 31338, rpcUrl: second.rpcUrl })],
  })
})
afterAll(async () => {
  await Promise.all([bed.stop(), second.stop()])
})
beforeEach(async () => {
  // each test starts connected on the first chain, with a wallet that only knows that chain
  await bed.adapter.disconnect()
  bed.wallet.state.chainId = 31337
  bed.wallet.state.knownChains = new Set([31337])
  bed.wallet.state.failAdd = false
  bed.wallet.state.rejectMethods.clear()
  await bed.adapter.connect({ connectorId: WALLET_RDNS, network: bed.network })
  bed.wallet.calls.length = 0
  bed.test.networkChanged.length = 0
})

const secondNetwork = () => localNetwork({ chainId: 31338, rpcUrl: second.rpcUrl })

describe('switchNetwork', () => {
  test('default: a chain the wallet knows is switched to directly', async () => {
    bed.wallet.state.knownChains.add(31338)
    await bed.adapter.switchNetwork({ network: secondNetwork() })
    expect(bed.wallet.calls.map((c) => c.method)).toEqual([
      'wallet_switchEthereumChain',
      'eth_chainId',
    ])
    expect(bed.test.networkChanged).toEqual([
      { connectorId: WALLET_RDNS, networkId: 'eip155:31338' },
    ])
  })

  test('behavior: on 4902 the chain is added with wallet_addEthereumChain, then switched to', async () => {
    await bed.adapter.switchNetwork({ network: secondNetwork() })
    const methods = bed.wallet.calls.map((c) => c.method)
    expect(methods.slice(0, 3)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(bed.wallet.calls[1]?.params).toEqual([
      {
        chainId: '0x7a6a',
        chainName: 'Local 31338',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: [second.rpcUrl],
        blockExplorerUrls: ['http://127.0.0.1'],
      },
    ])
    expect(bed.test.networkChanged).toEqual([
      { connectorId: WALLET_RDNS, networkId: 'eip155:31338' },
    ])
    // the wallet now really talks to the second node
    expect(await bed.adapter.capabilities.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  })

  test('behavior: an add that fails gives "Chain is not supported"', async () => {
    bed.wallet.state.failAdd = true
    const error = await bed.adapter
      .switchNetwork({ network: secondNetwork() })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect((error as ChainNotSupportedError).shortMessage).toBe('Chain is not supported')
    expect(getErrorCode(error)).toBe(-32603)
    expect(bed.test.networkChanged).toEqual([])
  })

  test('behavior: a refused switch is "Chain is not supported" with the 4001 kept as cause', async () => {
    bed.wallet.state.knownChains.add(31338)
    bed.wallet.state.rejectMethods.add('wallet_switchEthereumChain')
    const error = await bed.adapter
      .switchNetwork({ network: secondNetwork() })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect(getErrorCode(error)).toBe(4001)
  })

  test('behavior: a network outside the requested list is reported for core to mark unsupported', () => {
    bed.wallet.moveTo(999)
    expect(bed.test.networkChanged).toEqual([{ connectorId: WALLET_RDNS, networkId: 'eip155:999' }])
    expect(bed.test.ctx.networks.map((n) => n.caipNetworkId)).not.toContain('eip155:999')
  })

  test('behavior: without a connected wallet there is nothing to switch', async () => {
    await bed.adapter.disconnect()
    bed.wallet.calls.length = 0
    await bed.adapter.switchNetwork({ network: secondNetwork() })
    expect(bed.wallet.calls).toEqual([])
  })
})

describe('connect on another network', () => {
  test('behavior: connect moves the wallet to the requested network', async () => {
    await bed.adapter.disconnect()
    const connected = await bed.adapter.connect({
      connectorId: WALLET_RDNS,
      network: secondNetwork(),
    })
    expect(connected.networkId).toBe('eip155:31338')
  })

  test('behavior: a wallet that will not move stays connected on its own network', async () => {
    await bed.adapter.disconnect()
    bed.wallet.state.rejectMethods.add('wallet_switchEthereumChain')
    const connected = await bed.adapter.connect({
      connectorId: WALLET_RDNS,
      network: secondNetwork(),
    })
    expect(connected.networkId).toBe('eip155:31337')
  })
})
