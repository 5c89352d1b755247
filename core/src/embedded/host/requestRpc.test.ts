// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableJavaScriptEvaluation":true,"enableIframePageLoading":true,"suppressInsecureJavaScriptEnvironmentWarning":true}}
import { afterEach, expect, test, vi } from 'vitest'
import { close } from '../../actions/close.js'
import { destroyKit } from '../../kit/destroyKit.js'
import type { Kit } from '../../kit/types.js'
import type { EmbeddedProvider } from '../../types/embedded.js'
import { connectEmail } from '../actions/connectEmail.js'
import { getEmbeddedState } from '../actions/getEmbeddedState.js'
import { createAuthTestKit } from '../test/createAuthTestKit.js'
import { readReceived } from '../test/readReceived.js'
import { useTestFrame } from '../test/useTestFrame.js'

const frame = useTestFrame()
const kits: Kit[] = []
afterEach(() => {
  vi.useRealTimers()
  for (const kit of kits.splice(0)) destroyKit(kit)
})

async function signedIn(query = '') {
  const made = createAuthTestKit({
    frameUrl: `${frame.get().url}?action=CONNECT${query}`,
    logLevel: 'silent',
  })
  kits.push(made.kit)
  await connectEmail(made.kit, { email: 'a@b.co' })
  const provider = made.kit._internal.embedded?.adapter('eip155')?.provider as EmbeddedProvider
  return { ...made, provider }
}

const address = '0x00000000000000000000000000000000000000ee'

test('default: safe methods pass straight through', async () => {
  const { kit, provider } = await signedIn()
  expect(await provider.request({ method: 'eth_getBalance', params: [address, 'latest'] })).toBe(
    '0x10',
  )
  expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
  expect(kit.$open.get()).toBe(false)
})

test('behavior: an unsafe request opens ApproveTransaction; its reply pops the stack and closes', async () => {
  const { kit, adapter } = await signedIn()
  const seen: unknown[] = []
  kit.$open.listen((open) =>
    seen.push({ approvals: getEmbeddedState(kit).approvals, open, view: kit.$view.get() }),
  )
  const signature = adapter.signMessage({ address, message: 'hi' })
  await vi.waitFor(() => expect(seen.length).toBeGreaterThan(0))
  expect(seen[0]).toEqual({
    approvals: [{ id: '1', method: 'personal_sign', namespace: 'eip155' }],
    open: true,
    view: 'ApproveTransaction',
  })
  expect(await signature).toBe(`0x${'ab'.repeat(65)}`)
  expect(getEmbeddedState(kit).approvals).toEqual([])
  expect(kit.$open.get()).toBe(false)
  // a success refreshes the native balance
  await vi.waitFor(() => expect(kit.$account.get().balance).toBe('0.000000000000000016'))
})

test('behavior: the stack closes the modal only once empty', async () => {
  const { kit, provider } = await signedIn('&silent=RPC_REQUEST')
  const first = provider.request({ method: 'personal_sign', params: ['0x01', address] })
  const second = provider.request({ method: 'eth_sendTransaction', params: [{}] })
  first.catch(() => {})
  second.catch(() => {})
  await vi.waitFor(() => expect(getEmbeddedState(kit).approvals).toHaveLength(2))
  expect(kit.$history.get().filter((e) => e.view === 'ApproveTransaction')).toHaveLength(1)
  // closing with no transaction pending aborts what is in flight
  close(kit)
  await expect(first).rejects.toThrowError('Request was aborted')
  await expect(second).rejects.toThrowError('Request was aborted')
  expect(getEmbeddedState(kit).approvals).toEqual([])
})

test('behavior: a method in neither list is rejected, the modal opens and the message follows', async () => {
  const { kit, provider } = await signedIn('&silent=RPC_REQUEST')
  const pending = provider.request({ method: 'personal_sign', params: ['0x01', address] })
  pending.catch(() => {})
  await vi.waitFor(() => expect(getEmbeddedState(kit).approvals).toHaveLength(1))
  close(kit)
  await expect(pending).rejects.toThrowError('Request was aborted')
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toThrowError(
    'Requested RPC call is not allowed',
  )
  expect(kit.$open.get()).toBe(true)
  expect(kit.$toast.get().open).toBe(false)
  await vi.advanceTimersByTimeAsync(300)
  expect(kit.$toast.get()).toMatchObject({
    open: true,
    variant: 'error',
    message: 'Action not allowed',
  })
})

test('behavior: not-allowed rejects every pending request', async () => {
  const { kit, provider } = await signedIn('&silent=RPC_REQUEST')
  const pending = provider.request({ method: 'eth_sendTransaction', params: [{}] })
  pending.catch(() => {})
  await vi.waitFor(() => expect(getEmbeddedState(kit).approvals).toHaveLength(1))
  await expect(provider.request({ method: 'eth_coinbase' })).rejects.toThrowError('not allowed')
  await expect(pending).rejects.toThrowError('Request was aborted')
})

test('behavior: past 99 pending requests the next is refused with -32005, off the stack', async () => {
  const { kit, provider } = await signedIn('&silent=RPC_REQUEST')
  const waiting = Array.from({ length: 99 }, () =>
    provider.request({ method: 'personal_sign', params: ['0x01', address] }),
  )
  for (const request of waiting) request.catch(() => {})
  await vi.waitFor(() => expect(getEmbeddedState(kit).approvals).toHaveLength(99))
  await expect(
    provider.request({ method: 'eth_sendTransaction', params: [{}] }),
  ).rejects.toMatchObject({ code: -32005 })
  expect(getEmbeddedState(kit).approvals).toHaveLength(99)
  expect(kit.$view.get()).toBe('ApproveTransaction')
  // the refused one left nothing behind: closing aborts the 99 and empties the stack
  close(kit)
  for (const request of waiting) await expect(request).rejects.toThrowError('Request was aborted')
  expect(getEmbeddedState(kit).approvals).toEqual([])
})

test('parameters: wallet_sendCalls targets and data must start with 0x', async () => {
  const { provider } = await signedIn()
  await expect(
    provider.request({ method: 'wallet_sendCalls', params: [{ calls: [{ to: 'abc' }] }] }),
  ).rejects.toThrowError('Invalid wallet_sendCalls params')
})

test('behavior: a declined signature of a smart account says the app may not support it', async () => {
  const { kit, adapter } = await signedIn('&smart=1&reject=personal_sign')
  expect(kit.$account.get().smartAccountDeployed).toBe(true)
  await expect(
    adapter.signMessage({ address: '0x00000000000000000000000000000000000000cc', message: 'hi' }),
  ).rejects.toThrowError('This application might not support Smart Accounts')
  await vi.waitFor(() =>
    expect(kit.$toast.get().message).toBe('This application might not support Smart Accounts'),
  )
})

test('behavior: switching network goes through the frame', async () => {
  const { kit, provider } = await signedIn()
  const changes: unknown[] = []
  provider.on('chainChanged', (id: never) => changes.push(id))
  const { switchNetwork } = await import('../../actions/switchNetwork.js')
  await switchNetwork(kit, { networkId: 'eip155:42161' })
  expect(await provider.request({ method: 'eth_chainId' })).toBe('0xa4b1')
  expect(changes).toEqual(['0xa4b1'])
  expect(kit.$activeNetwork.get().caipNetworkId).toBe('eip155:42161')
})

test('behavior: an unsafe request names its network as the app does, priced when the balances are', async () => {
  const { kit, adapter } = await signedIn()
  const requests = () => readReceived('RPC_REQUEST')
  await adapter.signMessage({ address, message: 'hi' })
  expect(requests().find((r) => r.method === 'personal_sign')?.network).toEqual({
    name: 'Ethereum',
  })
  kit._internal.chains.updateAccount('eip155', {
    tokenBalance: [
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:1',
        value: 6000,
        price: 3000,
        quantity: { decimals: '18', numeric: '2' },
        iconUrl: '',
      },
    ],
  })
  await adapter.signMessage({ address, message: 'again' })
  expect(requests().filter((r) => r.method === 'personal_sign')[1]?.network).toEqual({
    name: 'Ethereum',
    price: { value: 3000, currency: 'USD' },
  })
  // a read goes straight through and needs no name
  const provider = kit._internal.embedded?.adapter('eip155')?.provider as EmbeddedProvider
  await provider.request({ method: 'eth_getBalance', params: [address, 'latest'] })
  expect(requests().find((r) => r.method === 'eth_getBalance')?.network).toBeUndefined()
})
