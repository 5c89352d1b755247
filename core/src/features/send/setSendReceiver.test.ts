import { ADDRESS, PROFILE } from '@walletport/blockchain-api/test'
import { expect, test } from 'vitest'
import { connect } from '../../actions/connect.js'
import { connectKit, createFeatureKit } from '../../test/createFeatureKit.js'
import { createTwoChainKit, solanaAddress } from '../../test/createTestKit.js'
import { useDataServer } from '../../test/useDataServer.js'
import { setSendReceiver } from './setSendReceiver.js'

const server = useDataServer()

const other = '0x5555555555555555555555555555555555555555'

test('default: an address is taken as it is', async () => {
  const { kit } = createFeatureKit(server)
  await connectKit(kit)
  expect(await setSendReceiver(kit, { receiver: ` ${other} ` })).toEqual({ address: other })
  expect(kit.$send.get()).toMatchObject({
    receiverAddress: other,
    receiverProfileName: undefined,
    receiverProfileImageUrl: undefined,
  })
  expect(server.requests).toEqual([])
})

test('behavior: a name resolves to its address, name and avatar', async () => {
  const { kit } = createFeatureKit(server)
  await connectKit(kit)
  expect(await setSendReceiver(kit, { receiver: PROFILE.name })).toEqual({
    address: ADDRESS,
    name: 'alice.reown.id',
    avatar: 'https://img.test/alice.png',
  })
  expect(kit.$send.get()).toMatchObject({
    receiverAddress: ADDRESS,
    receiverProfileName: 'alice.reown.id',
    receiverProfileImageUrl: 'https://img.test/alice.png',
  })
})

test('behavior: a name nobody registered is an error and clears the receiver', async () => {
  const { kit } = createFeatureKit(server)
  await connectKit(kit)
  await setSendReceiver(kit, { receiver: other })
  await expect(setSendReceiver(kit, { receiver: 'nobody.reown.id' })).rejects.toMatchObject({
    name: 'NameResolutionError',
    shortMessage: 'Error resolving name',
  })
  expect(kit.$send.get().receiverAddress).toBeUndefined()
})

test('behavior: a failed lookup is an error', async () => {
  const { kit } = createFeatureKit(server)
  server.route('GET /v1/profile/account/:name', () => ({ status: 500, body: 'down' }))
  await connectKit(kit)
  await expect(setSendReceiver(kit, { receiver: PROFILE.name })).rejects.toMatchObject({
    shortMessage: 'Error resolving name',
    cause: { name: 'HttpStatusError' },
  })
})

test('behavior: a name with an address that is not one is an error', async () => {
  const { kit } = createFeatureKit(server)
  server.route('GET /v1/profile/account/:name', () => ({
    json: { ...PROFILE, addresses: { '60': { address: 'nope' } } },
  }))
  await connectKit(kit)
  await expect(setSendReceiver(kit, { receiver: PROFILE.name })).rejects.toMatchObject({
    shortMessage: 'Error resolving name',
  })
})

test('behavior: anything else is kept for validation to report', async () => {
  const { kit } = createFeatureKit(server)
  await connectKit(kit)
  expect(await setSendReceiver(kit, { receiver: '0x12' })).toEqual({ address: '0x12' })
  expect(await setSendReceiver(kit, { receiver: '' })).toEqual({ address: undefined })
})

test('behavior: without a data source a name cannot be resolved', async () => {
  const { kit } = createFeatureKit(server, { dataSource: undefined })
  await connectKit(kit)
  await expect(setSendReceiver(kit, { receiver: PROFILE.name })).rejects.toMatchObject({
    name: 'DataSourceMethodMissingError',
    method: 'resolveName',
  })
})

test('behavior: names are eip155 only', async () => {
  const { kit } = createTwoChainKit()
  await kit.ready
  await connect(kit, { connectorId: 'phantom' })
  expect(await setSendReceiver(kit, { receiver: solanaAddress })).toEqual({
    address: solanaAddress,
  })
  expect(await setSendReceiver(kit, { receiver: 'alice.reown.id' })).toEqual({
    address: 'alice.reown.id',
  })
})
