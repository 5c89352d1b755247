import { type SiwxMessageFields as Fields, verifySiwxMessage } from '@walletport/adapters-evm/siwx'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createIdRegistryLookup } from '../../embedded-frame/server/farcaster/lookupFid.js'
import { type EmbeddedFrame, startEmbeddedFrame } from '../../embedded-frame/start.js'
import { startAnvil } from '../../scripts/anvil.js'
import { startFakeFarcasterRelay } from './fakeFarcasterRelay.js'
import { createClient } from './serverClient.js'

const HOST = 'http://127.0.0.1:4455'
const custody = privateKeyToAccount(generatePrivateKey())
const stranger = privateKeyToAccount(generatePrivateKey())
// the IdRegistry as the test sees it: custody holds fid 4242, the stranger fid 99
const registry = new Map<string, bigint>([
  [custody.address.toLowerCase(), 4242n],
  [stranger.address.toLowerCase(), 99n],
])
let relay: Awaited<ReturnType<typeof startFakeFarcasterRelay>>
let frame: EmbeddedFrame
let call: ReturnType<typeof createClient>

beforeAll(async () => {
  relay = await startFakeFarcasterRelay()
  frame = await startEmbeddedFrame({
    allowedOrigins: [HOST],
    rpcUrls: { eip155: { 31337: 'http://127.0.0.1:1' } },
    socialProviders: {},
    farcaster: {
      relayUrl: relay.url,
      lookupFid: async (address) => registry.get(address.toLowerCase()) ?? 0n,
      verifySiwxMessage,
    },
  })
  call = createClient(frame, HOST)
})
afterAll(async () => {
  await frame?.close()
  await relay?.close()
})

async function start() {
  const started = await call('/api/farcaster/start', {})
  expect(started.status).toBe(200)
  const url = new URL(String(started.json.url))
  expect(url.protocol).toBe('https:')
  return {
    loginId: String(started.json.loginId),
    channelToken: url.searchParams.get('channelToken') ?? '',
  }
}

describe('Sign In With Farcaster through a relay', () => {
  test('default: pending until the app signs, then a session for the fid', async () => {
    const { loginId, channelToken } = await start()
    expect((await call('/api/farcaster/status', { loginId })).json).toEqual({ state: 'pending' })
    await relay.complete(channelToken, { custody, fid: 4242, username: 'alice' })
    const done = await call('/api/farcaster/status', { loginId })
    expect(done.json).toMatchObject({ state: 'completed', user: { userName: 'alice' } })
    const session = await call('/api/session', undefined, String(done.json.token))
    expect(session.json.user).toEqual(done.json.user)
    // once: the login is spent
    expect((await call('/api/farcaster/status', { loginId })).json).toEqual({
      error: 'Unknown or expired Farcaster login: start again',
    })
  })

  test.each([
    ['another domain', { change: (f: Fields) => ({ ...f, domain: 'evil.example' }) }, 'domain'],
    ['another nonce', { change: (f: Fields) => ({ ...f, nonce: 'abcdef0123456789' }) }, 'nonce'],
    ['another chain', { change: (f: Fields) => ({ ...f, chainId: 1 }) }, 'chainId'],
    ['another uri', { change: (f: Fields) => ({ ...f, uri: 'https://evil.example/' }) }, 'uri'],
    ['a signature by another key', { signer: stranger }, 'signature'],
    [
      'a fid the message does not name',
      { change: (f: Fields) => ({ ...f, resources: ['farcaster://fid/1'] }) },
      'the message names another fid',
    ],
  ])('security: a message with %s is refused', async (_, options, reason) => {
    const { loginId, channelToken } = await start()
    await relay.complete(channelToken, { custody, fid: 4242, username: 'mallory', ...options })
    expect(await call('/api/farcaster/status', { loginId })).toEqual({
      status: 400,
      json: { error: `The Farcaster sign-in did not verify: ${reason}` },
    })
  })

  test('security: a signer who does not hold the fid on the IdRegistry is refused', async () => {
    const { loginId, channelToken } = await start()
    // the stranger signs a well-formed message claiming fid 4242, which it does not hold
    await relay.complete(channelToken, { custody: stranger, fid: 4242, username: 'mallory' })
    expect((await call('/api/farcaster/status', { loginId })).json).toEqual({
      error: 'The Farcaster sign-in did not verify: the signer does not hold this fid',
    })
  })

  test('security: the login is worth nothing to another frame instance or host', async () => {
    const { loginId, channelToken } = await start()
    await relay.complete(channelToken, { custody, fid: 4242, username: 'alice' })
    const thief = createClient(frame, HOST, 'd'.repeat(43))
    expect((await thief('/api/farcaster/status', { loginId })).status).toBe(400)
    expect((await call('/api/farcaster/status', { loginId })).status).toBe(200)
  })

  test('security: a relay that swaps the nonce or sends a non-https URL is refused', async () => {
    relay.misbehave.nonce = 'relaysownnonce1'
    expect((await call('/api/farcaster/start', {})).json).toEqual({
      error: 'The Farcaster relay changed the nonce',
    })
    delete relay.misbehave.nonce
    relay.misbehave.url = 'javascript:alert(1)'
    expect((await call('/api/farcaster/start', {})).status).toBe(502)
    delete relay.misbehave.url
  })
})

describe('the IdRegistry lookup', () => {
  test('default: idOf(custody) is read from the IdRegistry address on the given RPC', async () => {
    const anvil = await startAnvil({ chainId: 10 })
    try {
      // a stand-in IdRegistry at the real address: idOf(owner) answers the owner as a number,
      // so the call's target, selector-independent argument and decoding are all checked
      // (PUSH1 4 CALLDATALOAD PUSH1 0 MSTORE PUSH1 32 PUSH1 0 RETURN)
      await anvil.rpc('anvil_setCode', [
        '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b',
        '0x60043560005260206000f3',
      ])
      const lookup = createIdRegistryLookup(anvil.rpcUrl)
      expect(await lookup(custody.address)).toBe(BigInt(custody.address))
    } finally {
      await anvil.stop()
    }
  })
})
