import { SWAP_TOKENS } from '@walletport/blockchain-api/test'
import { expect, test } from 'vitest'
import { switchNetwork } from '../../actions/switchNetwork.js'
import { arbitrum, monadTestnet } from '../../networks/evm.js'
import { connectKit, createFeatureKit } from '../../test/createFeatureKit.js'
import { useDataServer } from '../../test/useDataServer.js'
import { fetchSwapTokens } from './fetchSwapTokens.js'
import { setSwapParameters } from './setSwapParameters.js'
import { getSwapState } from './swapState.js'

const server = useDataServer()

const token = (symbol: string, address: string) => ({
  name: symbol,
  symbol,
  address: `eip155:1:${address}`,
  decimals: 18,
  logoUri: '',
})
const eth = token('ETH', '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')
const link = token('LINK', '0x514910771af9ca656af840dff83e8264ecf986ca')
const pepe = token('PEPE', '0x6982508145454ce325ddbe47a25d4ec3d2311933')

test('default: tokens, popular and suggested ones', async () => {
  const { kit } = createFeatureKit(server)
  server.route('GET /v1/convert/tokens', () => ({
    json: { tokens: [pepe, link, ...SWAP_TOKENS.tokens, eth] },
  }))
  await connectKit(kit)
  const state = await fetchSwapTokens(kit)
  expect(state.tokens.map((t) => t.symbol)).toEqual(['PEPE', 'LINK', 'USDC', 'ETH'])
  expect(state.suggestedTokens.map((t) => t.symbol)).toEqual(['ETH', 'USDC'])
  expect(state.popularTokens.map((t) => t.symbol)).toEqual(['ETH', 'USDC', 'LINK'])
  expect(state).toMatchObject({ networkId: 'eip155:1', loadingTokens: false, slippage: 1 })
})

test('behavior: another network starts the form over', async () => {
  const { kit } = createFeatureKit(server)
  await connectKit(kit)
  const { tokens } = await fetchSwapTokens(kit)
  setSwapParameters(kit, { sourceToken: tokens[0], amount: '1', slippage: 2 })
  await switchNetwork(kit, { networkId: arbitrum.caipNetworkId })
  const state = await fetchSwapTokens(kit)
  expect(state).toMatchObject({ networkId: 'eip155:42161', slippage: 1 })
  expect(state.sourceToken).toBeUndefined()
})

test('behavior: only on the swap networks, with a data source', async () => {
  const { kit } = createFeatureKit(server)
  await connectKit(kit)
  await switchNetwork(kit, { networkId: monadTestnet.caipNetworkId })
  await expect(fetchSwapTokens(kit)).rejects.toMatchObject({
    name: 'NetworkNotSupportedError',
    shortMessage: 'Network not supported for Swaps',
  })
  const bare = createFeatureKit(server, { dataSource: undefined })
  await connectKit(bare.kit)
  await expect(fetchSwapTokens(bare.kit)).rejects.toMatchObject({
    name: 'DataSourceMethodMissingError',
  })
})

test('behavior: a failed read', async () => {
  const { kit } = createFeatureKit(server)
  server.route('GET /v1/convert/tokens', () => ({ json: { tokens: 'none' } }))
  await connectKit(kit)
  await expect(fetchSwapTokens(kit)).rejects.toMatchObject({ name: 'InvalidResponseError' })
  expect(getSwapState(kit).loadingTokens).toBe(false)
})
