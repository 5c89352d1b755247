import { HttpStatusError, NameRegistrationError } from '@walletport/blockchain-api'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { getDevKey } from '../../scripts/devnet.js'
import { type DataServiceHarness, startDataServiceHarness } from './dataServiceHarness.js'

// names: registered with a signature the local data service checks with viem, then looked up
let h: DataServiceHarness

beforeAll(async () => {
  h = await startDataServiceHarness()
})
afterAll(async () => {
  await h?.stop()
})

/** ENSIP-11: an EVM chain's coin type */
const coinTypeOf = (chainId: number) => (0x80000000 | chainId) >>> 0

const registration = (name: string, at = Date.now(), attributes: Record<string, string> = {}) =>
  JSON.stringify({ name, attributes, timestamp: Math.floor(at / 1000) })

async function register(key: `0x${string}`, message: string, signer = key) {
  const account = privateKeyToAccount(key)
  const signature = await privateKeyToAccount(signer).signMessage({ message })
  return h.data.registerName({
    network: h.networks[0],
    coinType: coinTypeOf(31337),
    address: account.address,
    message,
    signature,
  })
}

/** the status and message the service refused a registration with */
async function refused(registering: Promise<unknown>) {
  const error = await registering.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(NameRegistrationError)
  const cause = (error as NameRegistrationError).cause
  expect(cause).toBeInstanceOf(HttpStatusError)
  return [(cause as HttpStatusError).status, (cause as HttpStatusError).providerMessage]
}

test('behavior: a name signed for by its address registers, and every lookup finds it', async () => {
  const network = h.networks[0]
  const address = h.devnet.address
  expect(await h.data.getNameSuggestions({ name: 'alice', network })).toEqual([
    { name: 'alice.reown.id', registered: false },
  ])
  expect(await h.data.resolveName({ name: 'alice.reown.id', network })).toBeUndefined()

  expect(await register(h.devnet.config.privateKey, registration('alice.reown.id'))).toEqual({
    success: true,
  })
  const profile = await h.data.resolveName({ name: 'alice.reown.id', network })
  expect(profile).toMatchObject({
    name: 'alice.reown.id',
    address,
    addresses: { [String(coinTypeOf(31337))]: { address } },
  })
  expect(await h.data.getNamesForAddress({ address, network })).toMatchObject([
    { name: 'alice.reown.id', address },
  ])
  const identity = await h.data.getIdentity({ address, network })
  expect(identity.name).toBe('alice.reown.id')
  expect(identity.avatar).toMatch(/\/icons\/al\.svg$/)
  expect(await h.data.getNameSuggestions({ name: 'alice', network })).toEqual([
    { name: 'alice.reown.id', registered: true },
    { name: 'alice1.reown.id', registered: false },
    { name: 'alice2.reown.id', registered: false },
    { name: 'alice3.reown.id', registered: false },
  ])
})

test('behavior: a signature by another key is refused, and nothing is registered', async () => {
  const other = getDevKey(1).privateKey
  expect(
    await refused(register(h.devnet.config.privateKey, registration('mallory.reown.id'), other)),
  ).toEqual([401, 'Invalid signature: it was not signed by address'])
  expect(
    await h.data.resolveName({ name: 'mallory.reown.id', network: h.networks[0] }),
  ).toBeUndefined()
})

test('behavior: a name held by another address is refused; its holder may update it', async () => {
  const other = getDevKey(1).privateKey
  expect(await refused(register(other, registration('alice.reown.id')))).toEqual([
    409,
    'alice.reown.id is already registered',
  ])
  const avatar = 'https://example.test/alice.png'
  expect(
    await register(
      h.devnet.config.privateKey,
      registration('alice.reown.id', Date.now(), { avatar }),
    ),
  ).toEqual({ success: true })
  // the client keeps identities 5 min: ask the service directly
  const response = await fetch(`${h.devnet.config.dataServiceUrl}/v1/identity/${h.devnet.address}`)
  expect(await response.json()).toEqual({ name: 'alice.reown.id', avatar })
})

test('behavior: the other suffix, and a name without one, register too', async () => {
  const key = getDevKey(2).privateKey
  const address = privateKeyToAccount(key).address
  expect(await register(key, registration('Bobby.wcn.id'))).toEqual({ success: true })
  expect(await register(key, registration('bobby'))).toEqual({ success: true })
  const names = await h.data.getNamesForAddress({ address, network: h.networks[1] })
  expect(names.map((entry) => entry.name)).toEqual(['bobby.wcn.id', 'bobby.reown.id'])
})

test('parameters: stale, malformed or badly named registrations are a 400', async () => {
  const key = h.devnet.config.privateKey
  expect(
    await refused(register(key, registration('carol.reown.id', Date.now() - 3_600_000))),
  ).toEqual([400, 'message: the timestamp is more than 10 minutes away from now'])
  expect(await refused(register(key, 'register carol please'))).toEqual([
    400,
    'message: expected JSON { name, attributes, timestamp }',
  ])
  expect(await refused(register(key, registration('abc.reown.id')))).toEqual([
    400,
    'name: abc.reown.id must be letters, digits and hyphens, at least 4 characters',
  ])
  expect(
    await h.refusal('/v1/profile/account', {
      method: 'POST',
      json: { coin_type: 0, address: h.devnet.address, message: '{}', signature: '0x00' },
    }),
  ).toEqual({ status: 400, message: 'coin_type: 0 is not an EVM chain this service serves' })
  expect(await h.refusal('/v1/profile/suggestions/alice')).toEqual({
    status: 400,
    message: 'zone is required',
  })
  expect(await h.refusal('/v1/profile/suggestions/alice?zone=eth')).toEqual({
    status: 400,
    message: 'zone: one of reown.id, wcn.id',
  })
})
