// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import {
  arbitrum,
  connect,
  createKit,
  createMemoryDriver,
  type Kit,
  mainnet,
  mockAdapter,
  ProviderRpcError,
  solana,
} from '@walletport/core'
import type { ReactNode } from 'react'
import { afterEach, expect, expectTypeOf, test } from 'vitest'
import { WalletportProvider } from '../provider/WalletportProvider.js'
import { createTestKit, evmAddress } from '../test/createTestKit.js'
import { useAccount } from './useAccount.js'
import { useBalance } from './useBalance.js'
import { useProvider } from './useProvider.js'
import { useSendTransaction } from './useSendTransaction.js'
import { useSignMessage } from './useSignMessage.js'
import { useSwitchNetwork } from './useSwitchNetwork.js'
import { useTokenBalances } from './useTokenBalances.js'
import { useWaitForReceipt } from './useWaitForReceipt.js'
import { useWriteContract } from './useWriteContract.js'

afterEach(cleanup)

const solanaAddress = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

function wrapper(kit: Kit) {
  return ({ children }: { children: ReactNode }) => (
    <WalletportProvider kit={{ ...kit, options: { ...kit.options, disableAppend: true } }}>
      {children}
    </WalletportProvider>
  )
}

async function connected(options: Parameters<typeof createTestKit>[0] = {}) {
  const setup = createTestKit(options)
  await setup.kit.ready
  await connect(setup.kit, { connectorId: 'mock' })
  return setup
}

test('useAccount: per namespace, with chain id and a typed address', async () => {
  const evm = mockAdapter({ namespace: 'eip155', accounts: [evmAddress] })
  const sol = mockAdapter({ namespace: 'solana', accounts: [solanaAddress] })
  const kit = createKit({
    networks: [mainnet, arbitrum, solana],
    adapters: [evm, sol],
    storage: createMemoryDriver(),
    logLevel: 'silent',
  })
  const { result } = renderHook(
    () => ({
      evm: useAccount({ namespace: 'eip155' }),
      sol: useAccount({ namespace: 'solana' }),
      active: useAccount(),
    }),
    { wrapper: wrapper(kit) },
  )
  expectTypeOf(result.current.evm.address).toEqualTypeOf<`0x${string}` | undefined>()
  expectTypeOf(result.current.sol.address).toEqualTypeOf<string | undefined>()
  expect(result.current.evm).toMatchObject({
    isConnected: false,
    chainId: 1,
    networkId: 'eip155:1',
  })
  await act(() => connect(kit, { connectorId: 'mock' }))
  await waitFor(() => expect(result.current.evm.isConnected).toBe(true))
  expect(result.current.evm).toMatchObject({ address: evmAddress, chainId: 1, namespace: 'eip155' })
  expect(result.current.sol).toMatchObject({ isConnected: false, namespace: 'solana' })
  expect(result.current.sol.chainId).toBe(solana.id)
  expect(result.current.active.address).toBe(evmAddress)
})

test('useBalance: the connected balance, another network, and typed errors', async () => {
  const { kit } = await connected()
  const { result, rerender } = renderHook(
    (parameters: Parameters<typeof useBalance>[0]) => useBalance(parameters),
    { wrapper: wrapper(kit), initialProps: {} },
  )
  await waitFor(() => expect(result.current.status).toBe('success'))
  expect(result.current).toMatchObject({ balance: '1.2345678', symbol: 'ETH', fetchStatus: 'idle' })
  expect(result.current.data?.value).toBe(1_234_567_800_000_000_000n)

  rerender({ networkId: arbitrum.caipNetworkId })
  await waitFor(() => expect(result.current.status).toBe('success'))
  expect(result.current.symbol).toBe('ETH')

  rerender({ address: 'nope' })
  await waitFor(() => expect(result.current.status).toBe('error'))
  expect(result.current.error).toMatchObject({ name: 'InvalidAddressError' })

  // no adapter capability and no data source: nothing can read tokens, and it says so
  rerender({ token: '0x00000000000000000000000000000000000000c3' })
  await waitFor(() => expect(result.current.status).toBe('error'))
  expect(result.current.error).toMatchObject({ name: 'DataSourceMethodMissingError' })
})

test('useBalance: a token the wallet does not list is a typed error', async () => {
  const { kit } = await connected({ mock: { capabilities: ['getTokenBalances'] } })
  const { result } = renderHook(
    () => useBalance({ token: '0x00000000000000000000000000000000000000c3' }),
    { wrapper: wrapper(kit) },
  )
  await waitFor(() => expect(result.current.status).toBe('error'))
  expect(result.current.error).toMatchObject({ name: 'TokenBalanceNotFoundError' })
})

test('useBalance: waits while disconnected, reads once connected', async () => {
  const { kit } = createTestKit()
  const { result } = renderHook(() => useBalance(), { wrapper: wrapper(kit) })
  expect(result.current).toMatchObject({
    status: 'pending',
    fetchStatus: 'idle',
    balance: undefined,
  })
  await act(() => connect(kit, { connectorId: 'mock' }))
  await waitFor(() => expect(result.current.balance).toBe('1.2345678'))
})

test('useTokenBalances: the connected account rows; a failure is the query error', async () => {
  const { kit } = await connected()
  const { result } = renderHook(() => useTokenBalances(), { wrapper: wrapper(kit) })
  await waitFor(() => expect(result.current.status).toBe('success'))
  // without a token source the picker still offers the native balance
  expect(result.current.data).toMatchObject([
    { symbol: 'ETH', chainId: 'eip155:1', quantity: { numeric: '1.2345678' } },
  ])

  const failing = await connected({ mock: { capabilities: ['getTokenBalances'] } })
  // the wallet refuses (4100): a settled answer, so the error shows with no retry
  failing.adapter.capabilities.getTokenBalances = async () => {
    throw new ProviderRpcError({ code: 4100, message: 'Unauthorized' })
  }
  const refused = renderHook(() => useTokenBalances(), { wrapper: wrapper(failing.kit) })
  await waitFor(() => expect(refused.result.current.status).toBe('error'))
  expect(refused.result.current).toMatchObject({ failureCount: 1, error: { code: 4100 } })

  const { kit: empty } = createTestKit()
  const waiting = renderHook(() => useTokenBalances(), { wrapper: wrapper(empty) })
  expect(waiting.result.current).toMatchObject({ status: 'pending', fetchStatus: 'idle' })
})

test('useSignMessage: idle, pending, success, reset; a declined request is the error', async () => {
  const { kit, adapter } = await connected()
  const { result } = renderHook(() => useSignMessage(), { wrapper: wrapper(kit) })
  expect(result.current).toMatchObject({ status: 'idle', data: undefined, error: null })
  act(() => result.current.signMessage({ message: 'hello' }))
  expect(result.current.status).toBe('pending')
  await waitFor(() => expect(result.current.status).toBe('success'))
  expect(result.current.data).toMatch(/^0x/)
  act(() => result.current.reset())
  expect(result.current).toMatchObject({ status: 'idle', data: undefined })

  adapter.setFailures({ signMessage: 'reject' })
  await act(() => expect(result.current.signMessageAsync({ message: 'x' })).rejects.toThrow())
  expect(result.current).toMatchObject({ status: 'error', error: { code: 4001 } })
})

test('useSendTransaction, useWaitForReceipt: a hash, then its receipt', async () => {
  const { kit } = await connected({
    mock: { capabilities: ['sendTransaction', 'writeContract', 'waitForReceipt'] },
  })
  const { result } = renderHook(
    () => {
      const send = useSendTransaction()
      const receipt = useWaitForReceipt({ hash: send.data })
      return { send, receipt }
    },
    { wrapper: wrapper(kit) },
  )
  expect(result.current.receipt).toMatchObject({ status: 'pending', fetchStatus: 'idle' })
  act(() =>
    result.current.send.sendTransaction({ to: '0x00000000000000000000000000000000000000b2' }),
  )
  await waitFor(() => expect(result.current.send.status).toBe('success'))
  await waitFor(() => expect(result.current.receipt.status).toBe('success'))
  expect(result.current.receipt.data).toMatchObject({
    status: 'success',
    transactionHash: result.current.send.data,
  })
})

test('useSendTransaction, useWriteContract: a declined request is the error', async () => {
  const { kit } = await connected({ mock: { failures: { send: 'reject' } } })
  const { result } = renderHook(() => ({ send: useSendTransaction(), write: useWriteContract() }), {
    wrapper: wrapper(kit),
  })
  act(() =>
    result.current.send.sendTransaction({ to: '0x00000000000000000000000000000000000000b2' }),
  )
  act(() =>
    result.current.write.writeContract({
      address: '0x00000000000000000000000000000000000000c3',
      abi: [],
      functionName: 'mint',
    }),
  )
  await waitFor(() => expect(result.current.send.status).toBe('error'))
  await waitFor(() => expect(result.current.write.status).toBe('error'))
  expect(result.current.send.error).toMatchObject({ code: 4001 })
  expect(result.current.write.error).toMatchObject({ code: 4001 })
  act(() => result.current.write.reset())
  expect(result.current.write.status).toBe('idle')
})

test('useWriteContract: the hash of the call', async () => {
  const { kit, adapter } = await connected()
  const { result } = renderHook(() => useWriteContract(), { wrapper: wrapper(kit) })
  const hash = await act(() =>
    result.current.writeContractAsync({
      address: '0x00000000000000000000000000000000000000c3',
      abi: [],
      functionName: 'mint',
      args: [1n],
    }),
  )
  expect(result.current).toMatchObject({ status: 'success', data: hash })
  expect(adapter.calls.at(-1)).toMatchObject({ method: 'writeContract' })
})

test('useSwitchNetwork: the network switched to; an unknown one is a typed error', async () => {
  const { kit } = await connected()
  const { result } = renderHook(() => ({ sw: useSwitchNetwork(), account: useAccount() }), {
    wrapper: wrapper(kit),
  })
  act(() => result.current.sw.switchNetwork({ networkId: arbitrum.caipNetworkId }))
  await waitFor(() => expect(result.current.sw.status).toBe('success'))
  expect(result.current.sw.data?.name).toBe('Arbitrum One')
  expect(result.current.account.chainId).toBe(42161)
  act(() => result.current.sw.switchNetwork({ networkId: 'eip155:999' }))
  await waitFor(() => expect(result.current.sw.status).toBe('error'))
  expect(result.current.sw.error).toMatchObject({ name: 'NetworkNotFoundError' })
})

test('useProvider: typed per namespace', async () => {
  const { kit } = await connected()
  const { result } = renderHook(
    () => ({ evm: useProvider('eip155'), sol: useProvider('solana') }),
    {
      wrapper: wrapper(kit),
    },
  )
  expectTypeOf(result.current.evm.provider).toEqualTypeOf<
    import('./namespaceTypes.js').Eip1193Provider | undefined
  >()
  expect(result.current.evm).toMatchObject({ namespace: 'eip155', connectorType: 'INJECTED' })
  expect(result.current.evm.provider).toEqual({ mock: true, connectorId: 'mock' })
  expect(result.current.sol.provider).toBeUndefined()
})
