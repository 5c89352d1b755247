import { expect, test } from 'vitest'
import { mainnet } from '../networks/evm.js'
import { createTestKit, evmAddress } from '../test/createTestKit.js'
import { connect } from './connect.js'
import { signMessage } from './signMessage.js'

async function connected() {
  const setup = createTestKit()
  await setup.kit.ready
  await connect(setup.kit, { connectorId: 'mock' })
  return setup
}

test('default', async () => {
  const { kit, adapter } = await connected()
  expect(await signMessage(kit, { message: 'hello' })).toMatch(/^0x[0-9a-f]{130}$/)
  expect(adapter.calls.at(-1)).toEqual({
    method: 'signMessage',
    parameters: { address: evmAddress, message: 'hello', network: mainnet },
  })
})

test('behavior: the user rejects', async () => {
  const { kit, adapter } = await connected()
  adapter.setFailures({ signMessage: 'reject' })
  await expect(signMessage(kit, { message: 'hello' })).rejects.toMatchObject({ code: 4001 })
  expect(kit.$status.get()).toBe('connected')
})

test('behavior: the wallet disconnects mid-request', async () => {
  const { kit, adapter } = await connected()
  adapter.setFailures({ signMessage: 'disconnect' })
  await expect(signMessage(kit, { message: 'hello' })).rejects.toMatchObject({ code: 4900 })
  expect(kit.$status.get()).toBe('disconnected')
})

test('behavior: not connected', async () => {
  const { kit } = createTestKit()
  await expect(signMessage(kit, { message: 'hello' })).rejects.toThrowErrorMatchingInlineSnapshot(
    `[NetworkOrAddressUndefinedError: CaipNetwork or CaipAddress is undefined]`,
  )
  await expect(
    signMessage(kit, { message: 'hello', namespace: 'solana' }),
  ).rejects.toThrowErrorMatchingInlineSnapshot(
    `[NetworkOrAddressUndefinedError: CaipNetwork or CaipAddress is undefined]`,
  )
})
