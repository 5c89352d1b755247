import { expect, test } from 'vitest'
import { createTwoChainKit, evmAddress, solanaAddress } from '../test/createTestKit.js'
import { connect } from './connect.js'
import { getAccount } from './getAccount.js'
import { watchAccount } from './watchAccount.js'

test('default', async () => {
  const { kit } = createTwoChainKit()
  await kit.ready
  expect(getAccount(kit)).toMatchObject({ namespace: 'eip155', status: 'disconnected' })
  await connect(kit, { connectorId: 'phantom' })
  expect(getAccount(kit)).toMatchObject({ namespace: 'solana', address: solanaAddress })
})

test('parameters: namespace', async () => {
  const { kit } = createTwoChainKit()
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  await connect(kit, { connectorId: 'phantom' })
  expect(getAccount(kit, { namespace: 'eip155' })).toMatchObject({
    namespace: 'eip155',
    address: evmAddress,
    status: 'connected',
  })
  expect(getAccount(kit, { namespace: 'bip122' })).toMatchObject({ namespace: 'bip122' })
})

test('behavior: watchAccount follows the active account until unsubscribed', async () => {
  const { kit } = createTwoChainKit()
  await kit.ready
  const seen: (string | undefined)[] = []
  const unwatch = watchAccount(kit, { onChange: (account) => seen.push(account.address) })
  await connect(kit, { connectorId: 'mock' })
  unwatch()
  await connect(kit, { connectorId: 'phantom' })
  expect(seen.at(-1)).toBe(evmAddress)
  expect(seen).not.toContain(solanaAddress)
})
