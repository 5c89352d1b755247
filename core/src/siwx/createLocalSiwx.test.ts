import { afterEach, expect, test, vi } from 'vitest'
import { createMemoryDriver } from '../storage/createMemoryDriver.js'
import type { SiwxMessageData } from '../types/adapter.js'
import type { SiwxSession } from '../types/siwx.js'
import { createLocalSiwx } from './createLocalSiwx.js'

afterEach(() => {
  vi.useRealTimers()
})

const address = '0x00000000000000000000000000000000000000a1'
const account = { networkId: 'eip155:1', address } as const

function session(data: Partial<SiwxMessageData> = {}): SiwxSession {
  return {
    data: {
      domain: 'app.example',
      uri: 'https://app.example',
      version: '1',
      nonce: 'n0nce123',
      issuedAt: '2030-01-01T00:00:00.000Z',
      networkId: 'eip155:1',
      accountAddress: address,
      ...data,
    },
    message: 'app.example wants you to sign in',
    signature: `0x${'ab'.repeat(65)}`,
  }
}

test('default', async () => {
  vi.useFakeTimers({ now: Date.parse('2030-01-01T00:00:01Z') })
  const storage = createMemoryDriver()
  const siwx = createLocalSiwx({ storage })
  expect(siwx.getRequired()).toBe(false)
  expect(siwx.required).toBe(false)
  const nonce = await siwx.getNonce({ networkId: 'eip155:1', address })
  expect(nonce).toMatch(/^[0-9a-f]{32}$/)
  expect(await siwx.getNonce({ networkId: 'eip155:1', address })).not.toBe(nonce)

  await siwx.addSession(session())
  // kept under the kit's prefix, as the spec's sign-in session: data, message, signature
  expect(JSON.parse(storage.getItem('walletport:siwxSessions') ?? 'null')).toEqual([session()])
  expect(await siwx.getSessions(account)).toEqual([session()])
  // any case of an eip155 address
  expect(
    await siwx.getSessions({ ...account, address: address.toUpperCase().replace('0X', '0x') }),
  ).toEqual([session()])
  expect(await siwx.getSessions({ ...account, networkId: 'eip155:42161' })).toEqual([])

  await siwx.revokeSession(account)
  expect(await siwx.getSessions(account)).toEqual([])
})

test('parameters: domain, uri, statement, expiry, required', async () => {
  const siwx = createLocalSiwx({
    storage: createMemoryDriver(),
    domain: 'login.example',
    uri: 'https://login.example/siwx',
    statement: 'Welcome back',
    expiry: 60_000,
    required: true,
  })
  expect(siwx.getRequired()).toBe(true)
  expect(siwx.required).toBe(true)
  const proposed: SiwxMessageData = session({ domain: '', uri: undefined }).data
  expect(await siwx.createMessage?.(proposed)).toEqual({
    ...proposed,
    domain: 'login.example',
    uri: 'https://login.example/siwx',
    statement: 'Welcome back',
    expirationTime: '2030-01-01T00:01:00.000Z',
  })
  // without options, the proposed fields stay
  const plain = createLocalSiwx({ storage: createMemoryDriver() })
  expect(await plain.createMessage?.(proposed)).toEqual(proposed)
})

test("behavior: a new session replaces the account's older one, and expired ones go", async () => {
  vi.useFakeTimers({ now: Date.parse('2030-01-01T00:00:01Z') })
  const siwx = createLocalSiwx({ storage: createMemoryDriver() })
  const other = session({ accountAddress: '0x00000000000000000000000000000000000000b2' })
  const expiring = session({ networkId: 'eip155:42161', expirationTime: '2030-01-01T00:00:05Z' })
  await siwx.addSession(other)
  await siwx.addSession(expiring)
  await siwx.addSession(session({ nonce: 'first111' }))
  await siwx.addSession(session({ nonce: 'second22' }))
  expect((await siwx.getSessions(account)).map((s) => s.data.nonce)).toEqual(['second22'])
  expect(await siwx.getSessions({ ...account, networkId: 'eip155:42161' })).toEqual([expiring])

  vi.setSystemTime(Date.parse('2030-01-01T00:00:06Z'))
  expect(await siwx.getSessions({ ...account, networkId: 'eip155:42161' })).toEqual([])
  await siwx.addSession(session())
  await siwx.revokeSession(account)
  // only the other account's session is left: the expired one was dropped on the write
  expect(await siwx.getSessions({ ...account, address: other.data.accountAddress })).toEqual([
    other,
  ])
})

test('behavior: sessions not yet valid wait', async () => {
  vi.useFakeTimers({ now: Date.parse('2030-01-01T00:00:00Z') })
  const siwx = createLocalSiwx({ storage: createMemoryDriver() })
  await siwx.addSession(session({ notBefore: '2030-01-01T00:01:00Z' }))
  expect(await siwx.getSessions(account)).toEqual([])
  vi.setSystemTime(Date.parse('2030-01-01T00:01:00Z'))
  expect(await siwx.getSessions(account)).toHaveLength(1)
})

test('behavior: corrupt stored sessions are ignored, one by one', async () => {
  const storage = createMemoryDriver({
    'walletport:siwxSessions': JSON.stringify([
      { data: { domain: 1 }, message: 'x', signature: 'y' },
      session(),
      'nonsense',
      { ...session(), data: { ...session().data, networkId: 'mainnet' } },
    ]),
  })
  const siwx = createLocalSiwx({ storage })
  expect(await siwx.getSessions(account)).toEqual([session()])
  const broken = createLocalSiwx({
    storage: createMemoryDriver({ 'walletport:siwxSessions': '{not json' }),
  })
  expect(await broken.getSessions(account)).toEqual([])
})

test('behavior: an unreadable expiry counts as expired', async () => {
  const siwx = createLocalSiwx({ storage: createMemoryDriver() })
  await siwx.addSession(session({ expirationTime: 'tomorrow' }))
  expect(await siwx.getSessions(account)).toEqual([])
})
