import { ADDRESS, PROFILE } from '@walletport/blockchain-api/test'
import { expect, test } from 'vitest'
import { mockSignature } from '../adapter/mockAdapter.js'
import { arbitrum } from '../networks/evm.js'
import { connectKit, createFeatureKit } from '../test/createFeatureKit.js'
import { createTwoChainKit } from '../test/createTestKit.js'
import { useDataServer } from '../test/useDataServer.js'
import { connect } from './connect.js'
import { pushView } from './pushView.js'
import { registerAccountName } from './registerAccountName.js'
import { switchNetwork } from './switchNetwork.js'
import { syncIdentity } from './syncIdentity.js'

const server = useDataServer()

async function setup(options: Parameters<typeof createFeatureKit>[1] = {}) {
  const feature = createFeatureKit(server, options)
  await connectKit(feature.kit)
  pushView(feature.kit, { view: 'Account' })
  pushView(feature.kit, { view: 'RegisterAccountName' })
  return feature
}

test('default: sign, register, show success', async () => {
  const { kit, adapter } = await setup()
  expect(await registerAccountName(kit, { name: 'bob-1' })).toBe('bob-1.reown.id')
  const sign = adapter.calls.find((c) => c.method === 'signMessage')
  const message = String((sign?.parameters as { message?: unknown } | undefined)?.message)
  expect(JSON.parse(message)).toMatchObject({ name: 'bob-1.reown.id', attributes: {} })
  const [request] = server.requestsTo('/v1/profile/account')
  expect(request?.json).toEqual({
    coin_type: 60,
    address: ADDRESS,
    message,
    signature: mockSignature(ADDRESS, message),
  })
  expect(kit.$account.get().profileName).toBe('bob-1.reown.id')
  expect(kit.$history.get().map((e) => e.view)).toEqual([
    'Connect',
    'Account',
    'RegisterAccountNameSuccess',
  ])
})

test('behavior: the coin type follows the network (ENSIP-11)', async () => {
  const { kit } = await setup()
  await switchNetwork(kit, { networkId: arbitrum.caipNetworkId })
  await registerAccountName(kit, { name: 'bob-1.wcn.id' })
  expect(server.requestsTo('/v1/profile/account')[0]?.json).toMatchObject({
    coin_type: 2_147_525_809,
  })
})

test('behavior: identity sync then shows the registered name', async () => {
  const { kit } = await setup()
  let registered = false
  server.route('GET /v1/identity/:address', () => ({ json: { name: null, avatar: null } }))
  server.route('GET /v1/profile/reverse/:address', () => ({
    json: registered ? [{ ...PROFILE, name: 'bob-1.reown.id' }] : [],
  }))
  expect((await syncIdentity(kit)).name).toBeNull()
  server.route('POST /v1/profile/account', () => {
    registered = true
    return { json: { success: true } }
  })
  await registerAccountName(kit, { name: 'bob-1' })
  kit._internal.chains.updateAccount('eip155', { profileName: undefined })
  expect((await syncIdentity(kit)).name).toBe('bob-1.reown.id')
  expect(kit.$account.get().profileName).toBe('bob-1.reown.id')
})

test('behavior: a declined signature returns to RegisterAccountName with the error', async () => {
  const { kit } = await setup({ mock: { failures: { signMessage: 'reject' } } })
  pushView(kit, { view: 'RegisterAccountNameSuccess' })
  await expect(registerAccountName(kit, { name: 'bob-1' })).rejects.toMatchObject({
    name: 'NameRegistrationError',
    shortMessage: 'Error registering name',
    cause: { code: 4001 },
  })
  expect(server.requestsTo('/v1/profile/account')).toEqual([])
  expect(kit.$history.get().map((e) => e.view)).toEqual([
    'Connect',
    'Account',
    'RegisterAccountName',
  ])
  expect(kit.$toast.get()).toMatchObject({ variant: 'error', message: 'Error registering name' })
  expect(kit.$account.get().profileName).not.toBe('bob-1.reown.id')
})

test('behavior: a failed or refused registration', async () => {
  const { kit } = await setup()
  server.route('POST /v1/profile/account', () => ({ status: 409, json: { message: 'taken' } }))
  await expect(registerAccountName(kit, { name: 'bob-1' })).rejects.toMatchObject({
    shortMessage: 'Error registering name',
    cause: { name: 'HttpStatusError' },
  })
  server.route('POST /v1/profile/account', () => ({ json: { success: false } }))
  await expect(registerAccountName(kit, { name: 'bob-1' })).rejects.toMatchObject({
    shortMessage: 'Error registering name',
    details: 'The name was not registered',
  })
  expect(kit.$view.get()).toBe('RegisterAccountName')
})

test('behavior: the name rule, eip155 only, a data source', async () => {
  const { kit } = await setup()
  await expect(registerAccountName(kit, { name: 'bob' })).rejects.toMatchObject({
    name: 'InvalidAccountNameError',
  })
  const noSource = await setup({ dataSource: undefined })
  await expect(registerAccountName(noSource.kit, { name: 'bob-1' })).rejects.toMatchObject({
    name: 'DataSourceMethodMissingError',
  })
  const two = createTwoChainKit()
  await two.kit.ready
  await connect(two.kit, { connectorId: 'phantom' })
  await expect(registerAccountName(two.kit, { name: 'bob-1' })).rejects.toMatchObject({
    shortMessage: 'Unsupported chain',
  })
})
