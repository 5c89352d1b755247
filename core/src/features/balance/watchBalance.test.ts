import { expect, test, vi } from 'vitest'
import { connect } from '../../actions/connect.js'
import { fetchBalance } from '../../actions/fetchBalance.js'
import { switchNetwork } from '../../actions/switchNetwork.js'
import { createTestKit } from '../../test/createTestKit.js'

async function connected() {
  const setup = createTestKit({ mock: { balance: 2_000_000_000_000_000_000n } })
  await setup.kit.ready
  await connect(setup.kit, { connectorId: 'mock' })
  await fetchBalance(setup.kit)
  return setup
}

const balanceReads = (calls: readonly { method: string }[]) =>
  calls.filter((call) => call.method === 'getBalance').length

test('behavior: a network change clears the old balance at once, then reads the new one', async () => {
  const { kit, adapter } = await connected()
  expect(kit.$account.get().balance).toBe('2')
  const seen: (string | undefined)[] = []
  const stop = kit.$account.listen((account) => seen.push(account.balance))
  const before = balanceReads(adapter.calls)
  await switchNetwork(kit, { networkId: 'eip155:42161' })
  await vi.waitFor(() => expect(kit.$account.get().balance).toBe('2'))
  stop()
  // cleared before the new network's balance came in: never the old one under the new network
  expect(seen).toContain(undefined)
  expect(seen.indexOf(undefined)).toBeLessThan(seen.lastIndexOf('2'))
  expect(balanceReads(adapter.calls)).toBeGreaterThan(before)
  expect(adapter.calls.filter((call) => call.method === 'getBalance').at(-1)).toMatchObject({
    parameters: { network: { caipNetworkId: 'eip155:42161' } },
  })
})

test('behavior: an unsupported network shows no balance and reads none', async () => {
  const { kit, adapter } = await connected()
  const before = balanceReads(adapter.calls)
  adapter.changeNetwork('eip155:999')
  await vi.waitFor(() => expect(kit.$account.get().balance).toBeUndefined())
  expect(kit.$account.get().balanceSymbol).toBeUndefined()
  expect(balanceReads(adapter.calls)).toBe(before)
  // back on a listed network, it is read again
  adapter.changeNetwork('eip155:1')
  await vi.waitFor(() => expect(kit.$account.get().balance).toBe('2'))
})

test('behavior: a read that finishes after the network changed is not shown', async () => {
  const { kit } = await connected()
  const late = fetchBalance(kit, { force: true })
  kit._internal.chains.patch('eip155', { unsupportedNetworkId: 'eip155:999' })
  await late
  expect(kit.$account.get().balance).toBeUndefined()
})
