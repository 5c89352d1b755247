import { ADDRESS, SWAP_TOKENS, USDC } from '@walletport/blockchain-api/test'
import { expect, test } from 'vitest'
import { switchNetwork } from '../../actions/switchNetwork.js'
import { monadTestnet } from '../../networks/evm.js'
import { connectKit, createFeatureKit } from '../../test/createFeatureKit.js'
import { useDataServer } from '../../test/useDataServer.js'
import { fetchSwapQuote } from './fetchSwapQuote.js'
import { fetchSwapTokens } from './fetchSwapTokens.js'
import { openSwap } from './openSwap.js'
import { setSwapParameters } from './setSwapParameters.js'
import { getSwapState } from './swapState.js'
import { swapTokens } from './swapTokens.js'

const server = useDataServer()

const ETH = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const eth = { name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18, logoUri: '' }

async function setup(amount: string, mock = {}) {
  const feature = createFeatureKit(server, { mock })
  server.route('GET /v1/convert/tokens', () => ({ json: { tokens: [...SWAP_TOKENS.tokens, eth] } }))
  await connectKit(feature.kit)
  openSwap(feature.kit, { from: 'USDC', to: 'ETH', amount })
  await fetchSwapTokens(feature.kit)
  await fetchSwapQuote(feature.kit)
  return feature
}
const sends = (adapter: ReturnType<typeof createFeatureKit>['adapter']) =>
  adapter.calls.filter((c) => c.method === 'sendTransaction').map((c) => c.parameters)

test('default: builds the swap and sends it through the adapter', async () => {
  const { kit, adapter } = await setup('0.5')
  const hash = await swapTokens(kit)
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  expect(sends(adapter)).toEqual([
    {
      network: kit.$activeNetwork.get(),
      from: ADDRESS,
      to: '0x4444444444444444444444444444444444444444',
      data: '0xdeadbeef',
      value: 0n,
      gas: 210_000n,
      gasPrice: 20_000_000_000n,
    },
  ])
  expect(server.requestsTo('/v1/convert/build-transaction')[0]?.json).toMatchObject({
    amount: '500000',
    eip155: { slippage: 1 },
    from: USDC,
    to: ETH,
    userAddress: ADDRESS,
  })
  expect(kit.$toast.get()).toMatchObject({ variant: 'success', message: 'Transaction started' })
  expect(kit.$history.get()).toEqual([{ view: 'Account' }])
  expect(getSwapState(kit)).toMatchObject({
    sourceTokenAmount: undefined,
    quote: undefined,
    loadingTransaction: false,
  })
})

test('behavior: approves first when the allowance falls short, then swaps', async () => {
  const { kit, adapter } = await setup('2', { capabilities: ['sendTransaction', 'waitForReceipt'] })
  setSwapParameters(kit, { slippage: 3 })
  await fetchSwapQuote(kit)
  await swapTokens(kit)
  expect(sends(adapter).map((p) => (p as { data: string }).data)).toEqual([
    '0x095ea7b3',
    '0xdeadbeef',
  ])
  expect(adapter.calls.map((c) => c.method)).toContain('waitForReceipt')
  expect(server.requestsTo('/v1/convert/build-approve')[0]?.query.get('from')).toBe(USDC)
  expect(server.requestsTo('/v1/convert/build-transaction')[0]?.json).toMatchObject({
    eip155: { slippage: 3 },
  })
})

test('behavior: a declined transaction keeps the form', async () => {
  const { kit } = await setup('0.5', { failures: { send: 'reject' } })
  await expect(swapTokens(kit)).rejects.toMatchObject({
    name: 'SendFailedError',
    shortMessage: 'Something went wrong',
    cause: { code: 4001 },
  })
  expect(kit.$toast.get()).toMatchObject({ variant: 'error', message: 'Something went wrong' })
  expect(getSwapState(kit)).toMatchObject({
    sourceTokenAmount: '0.5',
    loadingTransaction: false,
  })
  expect(kit.$view.get()).toBe('Swap')
})

test('behavior: a built transaction that is not one is never sent', async () => {
  const { kit, adapter } = await setup('0.5')
  server.route('POST /v1/convert/build-transaction', () => ({
    json: {
      tx: {
        from: ADDRESS,
        to: '0x44',
        data: '0xdeadbeef',
        amount: '0',
        eip155: { gas: '1', gasPrice: '1' },
      },
    },
  }))
  await expect(swapTokens(kit)).rejects.toMatchObject({
    name: 'SendFailedError',
    cause: { name: 'InvalidAddressError' },
  })
  expect(sends(adapter)).toEqual([])
})

test('behavior: only on the swap networks, with an adapter that sends', async () => {
  const { kit } = await setup('0.5')
  await switchNetwork(kit, { networkId: monadTestnet.caipNetworkId })
  await expect(swapTokens(kit)).rejects.toMatchObject({
    shortMessage: 'Network not supported for Swaps',
  })
  const bare = await setup('0.5', { capabilities: [] })
  await expect(swapTokens(bare.kit)).rejects.toMatchObject({ shortMessage: 'Unsupported chain' })
})
