import { USDC } from '@walletport/blockchain-api/test'
import { expect, test } from 'vitest'
import { connect } from '../../actions/connect.js'
import { pushView } from '../../actions/pushView.js'
import { ADDRESS, connectKit, createFeatureKit } from '../../test/createFeatureKit.js'
import { createTestKit, createTwoChainKit } from '../../test/createTestKit.js'
import { useDataServer } from '../../test/useDataServer.js'
import { fetchSendTokenBalances } from './fetchSendTokenBalances.js'
import { setSendAmount } from './setSendAmount.js'
import { setSendReceiver } from './setSendReceiver.js'
import { setSendToken } from './setSendToken.js'
import { submitSendForm } from './submitSendForm.js'

const server = useDataServer()

const receiver = '0x5555555555555555555555555555555555555555'

async function fillForm(kit: ReturnType<typeof createFeatureKit>['kit'], symbol: string) {
  const rows = await fetchSendTokenBalances(kit)
  setSendToken(kit, { token: rows.find((r) => r.symbol === symbol) })
  setSendAmount(kit, { amount: '0.5' })
  await setSendReceiver(kit, { receiver })
}

test('default: the native currency', async () => {
  const { kit, adapter } = createFeatureKit(server)
  await connectKit(kit)
  pushView(kit, { view: 'Account' })
  await fillForm(kit, 'ETH')
  const hash = await submitSendForm(kit)
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  expect(adapter.calls.at(-1)).toEqual({
    method: 'sendToken',
    parameters: { network: kit.$activeNetwork.get(), from: ADDRESS, to: receiver, amount: '0.5' },
  })
  // 'Transaction started', the form reset, and Account without a back option
  expect(kit.$toast.get()).toEqual({
    open: true,
    variant: 'success',
    message: 'Transaction started',
  })
  expect(kit.$send.get()).toEqual({ loading: false, tokenBalances: [] })
  expect(kit.$history.get()).toEqual([{ view: 'Account' }])
})

test('behavior: once sent, the balance is read again past the caches', async () => {
  const { kit } = createFeatureKit(server)
  await connectKit(kit)
  await fillForm(kit, 'ETH')
  const balancePath = `/v1/account/${ADDRESS}/balance`
  const before = server.requestsTo(balancePath).length
  await submitSendForm(kit)
  await expect
    .poll(() =>
      server
        .requestsTo(balancePath)
        .slice(before)
        .map((r) => r.query.get('forceUpdate')),
    )
    .toContain('true')
})

test('behavior: an ERC-20 token goes with its address and decimals', async () => {
  const { kit, adapter } = createFeatureKit(server)
  await connectKit(kit)
  await fillForm(kit, 'USDC')
  await submitSendForm(kit)
  expect(adapter.calls.at(-1)?.parameters).toMatchObject({
    to: receiver,
    amount: '0.5',
    token: { address: USDC.split(':')[2], decimals: 6 },
  })
})

test('behavior: an invalid form is not sent', async () => {
  const { kit, adapter } = createFeatureKit(server)
  await connectKit(kit)
  await fillForm(kit, 'USDC')
  setSendAmount(kit, { amount: '13' })
  await expect(submitSendForm(kit)).rejects.toMatchObject({
    name: 'InvalidSendParametersError',
    shortMessage: 'Please enter a valid amount and receiver address',
    metaMessages: ['amount: insufficient'],
  })
  await setSendReceiver(kit, { receiver: '0x12' })
  setSendToken(kit, { token: undefined })
  await expect(submitSendForm(kit)).rejects.toMatchObject({
    metaMessages: ['token: missing', 'receiverAddress: invalid'],
  })
  expect(adapter.calls.map((c) => c.method)).not.toContain('sendToken')
})

test('behavior: not without gas', async () => {
  const { kit, adapter } = createTestKit({ mock: { balance: 0n } })
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  const [native] = await fetchSendTokenBalances(kit)
  setSendToken(kit, { token: native })
  setSendAmount(kit, { amount: '0' })
  await setSendReceiver(kit, { receiver })
  await expect(submitSendForm(kit)).rejects.toMatchObject({ name: 'InvalidSendParametersError' })
  // a token with a balance, but no native currency for the fee
  setSendToken(kit, {
    token: {
      ...native!,
      address: `eip155:1:${receiver}`,
      quantity: { decimals: '6', numeric: '5' },
    },
  })
  setSendAmount(kit, { amount: '1' })
  await expect(submitSendForm(kit)).rejects.toMatchObject({
    name: 'InsufficientGasError',
    shortMessage: 'Insufficient funds for network fees',
  })
  expect(adapter.calls.map((c) => c.method)).not.toContain('sendToken')
})

test('behavior: a failed send shows the error and keeps the form', async () => {
  const { kit, adapter } = createFeatureKit(server, { mock: { failures: { send: 'reject' } } })
  await connectKit(kit)
  pushView(kit, { view: 'Account' })
  await fillForm(kit, 'ETH')
  const form = kit.$send.get()
  const error = await submitSendForm(kit).catch((e: unknown) => e)
  expect(error).toMatchObject({
    name: 'SendFailedError',
    shortMessage: 'Something went wrong',
    cause: { name: 'ProviderRpcError', code: 4001 },
  })
  expect(adapter.calls.at(-1)?.method).toBe('sendToken')
  expect(kit.$toast.get()).toEqual({
    open: true,
    variant: 'error',
    message: 'Something went wrong',
  })
  expect(kit.$send.get()).toEqual({ ...form, loading: false })
  expect(kit.$history.get().map((e) => e.view)).toEqual(['Connect', 'Account'])
})

test('behavior: Solana sends SOL and says its own failure', async () => {
  const other = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
  const { kit, solanaAdapter } = createTwoChainKit({ sol: { balance: 2_000_000_000n } })
  await kit.ready
  await connect(kit, { connectorId: 'phantom' })
  const [sol] = await fetchSendTokenBalances(kit)
  setSendToken(kit, { token: sol })
  setSendAmount(kit, { amount: '1.5' })
  await setSendReceiver(kit, { receiver: other })
  await submitSendForm(kit)
  expect(solanaAdapter.calls.at(-1)).toMatchObject({
    method: 'sendToken',
    parameters: { to: other, amount: '1.5' },
  })
  solanaAdapter.setFailures({ send: 'reject' })
  setSendToken(kit, { token: sol })
  setSendAmount(kit, { amount: '1.5' })
  await setSendReceiver(kit, { receiver: other })
  await expect(submitSendForm(kit)).rejects.toMatchObject({
    name: 'SolanaSendFailedError',
    shortMessage: 'Failed to send transaction. Please try again.',
  })
})

test('behavior: an adapter that cannot send is an unsupported chain', async () => {
  const { kit } = createTestKit({ mock: { capabilities: [] } })
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  await expect(submitSendForm(kit)).rejects.toMatchObject({ shortMessage: 'Unsupported chain' })
})
