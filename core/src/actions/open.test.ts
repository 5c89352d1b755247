import { expect, test } from 'vitest'
import type { KitEvent } from '../events/types.js'
import { createKit } from '../kit/createKit.js'
import { mainnet } from '../networks/evm.js'
import { createMemoryDriver } from '../storage/createMemoryDriver.js'
import { createTestKit } from '../test/createTestKit.js'
import { connect } from './connect.js'
import { open } from './open.js'
import { watchEvents } from './watchEvents.js'

test('default', async () => {
  const { kit } = createTestKit()
  const events: KitEvent[] = []
  watchEvents(kit, (event) => events.push(event))
  await open(kit)
  expect(kit.$open.get()).toBe(true)
  expect(kit.$loading.get()).toBe(false)
  expect(kit.$view.get()).toBe('Connect')
  expect(events).toEqual([{ type: 'track', event: 'MODAL_OPEN', properties: { connected: false } }])
})

test('behavior: opens on Account when connected', async () => {
  const { kit } = createTestKit()
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  await open(kit)
  expect(kit.$view.get()).toBe('Account')
})

test('behavior: opens on AllWallets on mobile with no adapters', async () => {
  const kit = createKit({ networks: [mainnet], storage: createMemoryDriver(), isMobile: true })
  await open(kit)
  expect(kit.$view.get()).toBe('AllWallets')
})

test('behavior: opens on ConnectingWalletConnectBasic on desktop with no adapters', async () => {
  const kit = createKit({ networks: [mainnet], storage: createMemoryDriver(), isMobile: false })
  await open(kit)
  expect(kit.$view.get()).toBe('ConnectingWalletConnectBasic')
})

test('parameters: view wins', async () => {
  const { kit } = createTestKit()
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  const wallet = { id: 'w1', name: 'Wallet One' }
  await open(kit, { view: 'AllWallets', data: { wallet } })
  expect(kit.$history.get()).toEqual([{ view: 'AllWallets', data: { wallet } }])
})

test('behavior: loading while the stored connection re-syncs', async () => {
  const driver = createMemoryDriver({
    'walletport:connectionStatus': '"connected"',
    'walletport:connectedNamespaces': '["eip155"]',
    'walletport:connectorIds': '{"eip155":"mock"}',
  })
  const { kit } = createTestKit({ driver, mock: { authorized: ['mock'] } })
  const opening = open(kit)
  expect(kit.$open.get()).toBe(true)
  expect(kit.$loading.get()).toBe(true)
  await opening
  expect(kit.$loading.get()).toBe(false)
  expect(kit.$view.get()).toBe('Account')
})

test('behavior: closed again while loading stays closed', async () => {
  const driver = createMemoryDriver({
    'walletport:connectionStatus': '"connected"',
    'walletport:connectedNamespaces': '["eip155"]',
  })
  const { kit } = createTestKit({ driver })
  const opening = open(kit)
  kit._internal.modal.setOpen(false)
  await opening
  expect(kit.$open.get()).toBe(false)
  expect(kit.$loading.get()).toBe(false)
})

test('behavior: on an open modal a given view is pushed, none is ignored', async () => {
  const { kit } = createTestKit()
  await open(kit)
  await open(kit, { view: 'AllWallets' })
  await open(kit, { view: 'AllWallets' })
  await open(kit)
  expect(kit.$history.get().map((e) => e.view)).toEqual(['Connect', 'AllWallets'])
})
