import { SWAP_TOKENS } from '@walletport/blockchain-api/test'
import { expect, test } from 'vitest'
import { switchNetwork } from '../actions/switchNetwork.js'
import { fetchSwapTokens } from '../features/swap/fetchSwapTokens.js'
import { openSwap } from '../features/swap/openSwap.js'
import { setSwapParameters } from '../features/swap/setSwapParameters.js'
import { arbitrum } from '../networks/evm.js'
import { connectKit, createFeatureKit } from '../test/createFeatureKit.js'
import { useDataServer } from '../test/useDataServer.js'
import { createMutation } from './createMutation.js'
import { createQuery } from './createQuery.js'
import { historyQueryOptions } from './historyQueryOptions.js'
import { nameSuggestionsQueryOptions } from './nameSuggestionsQueryOptions.js'
import { registerAccountNameMutationOptions } from './registerAccountNameMutationOptions.js'
import { swapQuoteQueryOptions } from './swapQuoteQueryOptions.js'
import { tokenBalancesQueryOptions } from './tokenBalancesQueryOptions.js'

const server = useDataServer()

test('default: history, token balances and names as queries over the data service', async () => {
  const { kit } = createFeatureKit(server)
  await connectKit(kit)
  const history = await createQuery(kit, historyQueryOptions(kit)).refetch()
  expect(history.status).toBe('success')
  expect(history.data?.transactions.map((t) => t.id)).toEqual(['a1', 'a4', 'a5'])
  const tokens = await createQuery(kit, tokenBalancesQueryOptions(kit)).refetch()
  expect(tokens.status).toBe('success')
  expect(tokens.data?.length).toBeGreaterThan(0)
  const names = await createQuery(
    kit,
    nameSuggestionsQueryOptions(kit, { name: 'alice' }),
  ).refetch()
  expect(names.data).toEqual([
    { name: 'alice1.reown.id', registered: false },
    { name: 'alice2.reown.id', registered: true },
  ])
})

test('behavior: the key follows the account and network', async () => {
  const { kit } = createFeatureKit(server)
  await connectKit(kit)
  const first = historyQueryOptions(kit).queryKey
  await switchNetwork(kit, { networkId: arbitrum.caipNetworkId })
  expect(historyQueryOptions(kit).queryKey).not.toEqual(first)
})

test('behavior: a name that breaks the rule fails at once, with no retry and no request', async () => {
  const { kit } = createFeatureKit(server)
  await connectKit(kit)
  const result = await createQuery(kit, nameSuggestionsQueryOptions(kit, { name: 'al' })).refetch()
  expect(result).toMatchObject({ status: 'error', failureCount: 1 })
  expect(result.error).toMatchObject({ name: 'InvalidAccountNameError' })
  expect(server.requests.filter((r) => r.path.startsWith('/v1/profile'))).toEqual([])
})

test('behavior: a failed registration is a mutation error with its typed cause', async () => {
  const { kit } = createFeatureKit(server, { mock: { failures: { signMessage: 'reject' } } })
  await connectKit(kit)
  const register = createMutation(kit, registerAccountNameMutationOptions(kit))
  await expect(register.mutateAsync({ name: 'alice' })).rejects.toMatchObject({
    name: 'NameRegistrationError',
  })
  expect(register.$result.get()).toMatchObject({ status: 'error', isError: true })
})

test('default: a swap quote for the form as it is; a new amount is a new key', async () => {
  const { kit } = createFeatureKit(server)
  const eth = {
    name: 'Ether',
    symbol: 'ETH',
    address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
    decimals: 18,
    logoUri: '',
  }
  server.route('GET /v1/convert/tokens', () => ({ json: { tokens: [...SWAP_TOKENS.tokens, eth] } }))
  await connectKit(kit)
  // no form yet: the query waits
  expect(swapQuoteQueryOptions(kit).enabled).toBe(false)
  openSwap(kit, { from: 'USDC', to: 'ETH', amount: '0.5' })
  await fetchSwapTokens(kit)
  const options = swapQuoteQueryOptions(kit)
  expect(options.enabled).toBe(true)
  const quote = await createQuery(kit, options).refetch()
  expect(quote).toMatchObject({ status: 'success', data: { toTokenAmount: '0.00033' } })
  setSwapParameters(kit, { amount: '0.7' })
  expect(swapQuoteQueryOptions(kit).queryKey).not.toEqual(options.queryKey)
})
