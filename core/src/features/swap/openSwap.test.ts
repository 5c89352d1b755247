import { SUPPORTED_CHAINS, SWAP_TOKENS, USDC } from '@walletport/blockchain-api/test'
import { expect, test } from 'vitest'
import { switchNetwork } from '../../actions/switchNetwork.js'
import { hostedData } from '../../data/hostedData.js'
import { monadTestnet } from '../../networks/evm.js'
import { connectKit, createFeatureKit } from '../../test/createFeatureKit.js'
import { useDataServer } from '../../test/useDataServer.js'
import { fetchSwapTokens } from './fetchSwapTokens.js'
import { openSwap } from './openSwap.js'
import { getSwapState } from './swapState.js'

const server = useDataServer()

test('default: opens Swap with its arguments, applied with the tokens', async () => {
  const { kit } = createFeatureKit(server)
  await connectKit(kit)
  openSwap(kit, { from: 'usdc', amount: '10' })
  expect(kit.$open.get()).toBe(true)
  expect(kit.$history.get()).toEqual([
    { view: 'Swap', data: { swap: { from: 'usdc', amount: '10' } } },
  ])
  const state = await fetchSwapTokens(kit)
  expect(state).toMatchObject({ sourceTokenAmount: '10', pending: undefined })
  expect(state.sourceToken?.address).toBe(USDC)
  expect(state.toToken).toBeUndefined()
  expect(getSwapState(kit)).toBe(state)
})

test('behavior: not on a network without swaps', async () => {
  const { kit } = createFeatureKit(server)
  await connectKit(kit)
  await switchNetwork(kit, { networkId: monadTestnet.caipNetworkId })
  expect(() => openSwap(kit, { from: 'USDC' })).toThrowError('Network not supported for Swaps')
  expect(kit.$open.get()).toBe(false)
})

test('behavior: an amount that is not one', async () => {
  const { kit } = createFeatureKit(server)
  await connectKit(kit)
  expect(() => openSwap(kit, { amount: '-1' })).toThrowError('Invalid decimal number')
})

test('parameters: the data source names the swap networks (hostedData swapNetworks)', async () => {
  // the service also lists monad testnet, as a local service lists its own chains
  server.route('GET /v1/supported-chains', () => ({
    status: 200,
    json: { ...SUPPORTED_CHAINS, http: [...SUPPORTED_CHAINS.http, monadTestnet.caipNetworkId] },
  }))
  server.route('GET /v1/convert/tokens', () => ({ status: 200, json: SWAP_TOKENS }))
  const { kit } = createFeatureKit(server, {
    dataSource: hostedData({ retry: false, swapNetworks: [monadTestnet.caipNetworkId] }),
  })
  await connectKit(kit)
  // mainnet is a SPEC swap network, but not one of this source's
  expect(() => openSwap(kit)).toThrowError('Network not supported for Swaps')
  await switchNetwork(kit, { networkId: monadTestnet.caipNetworkId })
  openSwap(kit, { from: 'USDC' })
  expect(kit.$view.get()).toBe('Swap')
  const state = await fetchSwapTokens(kit)
  expect(state.networkId).toBe(monadTestnet.caipNetworkId)
  expect(state.sourceToken?.address).toBe(USDC)
})
