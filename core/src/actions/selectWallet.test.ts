import { expect, test } from 'vitest'
import type { KitEvent } from '../events/types.js'
import { createTestKit } from '../test/createTestKit.js'
import { open } from './open.js'
import { selectWallet } from './selectWallet.js'
import { watchEvents } from './watchEvents.js'

const metamask = { id: 'explorer-metamask', name: 'MetaMask', rdns: 'io.metamask' }

function setup(isMobile = false) {
  const result = createTestKit({
    isMobile,
    mock: {
      connectors: [
        {
          id: 'io.metamask',
          name: 'MetaMask',
          type: 'ANNOUNCED',
          installed: undefined,
          rdns: 'io.metamask',
        },
        { id: 'rabby', name: 'Rabby', type: 'INJECTED', installed: false },
        { id: 'walletConnect', name: 'Trust Wallet', type: 'WALLET_CONNECT' },
      ],
    },
  })
  const events: KitEvent[] = []
  watchEvents(result.kit, (event) => events.push(event))
  return { ...result, events }
}

test('default', async () => {
  const { kit, events } = setup()
  await open(kit, { view: 'AllWallets' })
  const result = selectWallet(kit, { wallet: metamask })
  expect(result.view).toBe('ConnectingExternal')
  expect(result.connector?.id).toBe('io.metamask')
  expect(kit.$history.get().at(-1)).toEqual({
    view: 'ConnectingExternal',
    data: { wallet: metamask, connector: result.connector },
  })
  expect(events.at(-1)).toEqual({
    type: 'track',
    event: 'SELECT_WALLET',
    properties: { name: 'MetaMask', platform: 'browser' },
  })
})

test('behavior: no installed match, ConnectingWalletConnect', async () => {
  const { kit, events } = setup()
  await open(kit)
  // a connector that is not installed, or a pairing connector of the same name, does not count
  expect(selectWallet(kit, { wallet: { id: 'rabby', name: 'Rabby' } }).view).toBe(
    'ConnectingWalletConnect',
  )
  expect(kit.$history.get().at(-1)?.data).toEqual({ wallet: { id: 'rabby', name: 'Rabby' } })
  kit._internal.router.pop()
  expect(
    selectWallet(kit, { wallet: { id: 'trust', name: 'Trust Wallet' } }).connector,
  ).toBeUndefined()
  expect(events.at(-1)).toMatchObject({ properties: { platform: 'qrcode' } })
})

test('behavior: matches by explorer id or name as well', () => {
  const { kit, adapter } = setup()
  adapter.addConnector({ id: 'x1', name: 'Phantom', explorerId: 'explorer-phantom' })
  adapter.addConnector({ id: 'x2', name: 'Coinbase Wallet' })
  expect(
    selectWallet(kit, { wallet: { id: 'explorer-phantom', name: 'Phantom EVM' } }).connector?.id,
  ).toBe('x1')
  expect(selectWallet(kit, { wallet: { id: 'cb', name: 'coinbase wallet' } }).connector?.id).toBe(
    'x2',
  )
})

test('behavior: a closed modal opens on the view', () => {
  const { kit, events } = setup(true)
  selectWallet(kit, { wallet: { id: 'trust', name: 'Trust' } })
  expect(kit.$open.get()).toBe(true)
  expect(kit.$view.get()).toBe('ConnectingWalletConnect')
  expect(events.at(-1)).toMatchObject({ properties: { platform: 'mobile' } })
})
