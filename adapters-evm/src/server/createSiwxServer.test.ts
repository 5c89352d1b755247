import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Address, createPublicClient, getAddress, http } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SiwxExpectationMissingError } from '../errors/siwx.js'
import { formatSiwxMessage, type SiwxMessageFields } from '../siwx/formatSiwxMessage.js'
import { type Anvil, startAnvil } from '../test/anvil.js'
import ownedAccount from '../test/contracts/artifacts/OwnedAccount.json' with { type: 'json' }
import { deploy } from '../test/deployContracts.js'
import { devAccount } from '../test/devAccounts.js'
import { createMemoryNonceStore } from './createMemoryNonceStore.js'
import { createSiwxServer } from './createSiwxServer.js'
import type { NonceStore } from './types.js'

const visitor = devAccount(3)
const domain = 'app.example.com'

function fieldsFor(nonce: string, overrides: Partial<SiwxMessageFields> = {}) {
  return {
    domain,
    address: visitor.address,
    statement: 'Sign in to Example.',
    uri: 'https://app.example.com',
    version: '1',
    chainId: 1,
    nonce,
    issuedAt: new Date().toISOString(),
    ...overrides,
  }
}

async function signed(nonce: string, overrides: Partial<SiwxMessageFields> = {}) {
  const message = formatSiwxMessage(fieldsFor(nonce, overrides))
  return { message, signature: await visitor.signMessage({ message }) }
}

test('default', async () => {
  const server = createSiwxServer({ domain })
  const nonce = await server.issueNonce()
  expect(nonce).toMatch(/^[A-Za-z0-9]{22}$/)
  expect(await server.issueNonce()).not.toBe(nonce)
  const result = await server.verifySignIn(await signed(nonce))
  expect(result).toMatchObject({
    valid: true,
    address: visitor.address,
    chainId: 1,
    method: 'eip191',
    message: { nonce, domain },
  })
})

describe('what is refused', () => {
  test('behavior: a nonce is good once, and only when this server issued it in time', async () => {
    let clock = Date.parse('2030-01-01T00:00:00Z')
    const server = createSiwxServer({ domain, nonceTtl: 60_000, now: () => clock })
    const nonce = await server.issueNonce()
    const attempt = await signed(nonce, { issuedAt: '2030-01-01T00:00:00Z' })
    expect(await server.verifySignIn(attempt)).toMatchObject({ valid: true })
    expect(await server.verifySignIn(attempt)).toEqual({ valid: false, reason: 'nonce' })
    expect(await server.verifySignIn(await signed('madeUp123456'))).toEqual({
      valid: false,
      reason: 'nonce',
    })
    const late = await server.issueNonce()
    clock += 60_000
    expect(await server.verifySignIn(await signed(late))).toEqual({ valid: false, reason: 'nonce' })
  })

  test('behavior: a wrong signature spends the nonce', async () => {
    const server = createSiwxServer({ domain })
    const nonce = await server.issueNonce()
    const { message, signature } = await signed(nonce)
    const forged = await devAccount(4).signMessage({ message })
    expect(await server.verifySignIn({ message, signature: forged })).toMatchObject({
      valid: false,
      reason: 'signature',
    })
    expect(await server.verifySignIn({ message, signature })).toEqual({
      valid: false,
      reason: 'nonce',
    })
  })

  test('behavior: another domain, uri or chain; a malformed message or signature', async () => {
    const server = createSiwxServer({ domain, uri: 'https://app.example.com', chainIds: [1, 10] })
    const reasons: Record<string, unknown> = {}
    const attempts = {
      domain: { domain: 'evil.example.com' },
      uri: { uri: 'https://evil.example.com' },
      chain: { chainId: 56 },
      expired: { expirationTime: '2020-01-01T00:00:00Z' },
      notYet: { notBefore: '2999-01-01T00:00:00Z' },
    }
    for (const [name, overrides] of Object.entries(attempts)) {
      const result = await server.verifySignIn(await signed(await server.issueNonce(), overrides))
      reasons[name] = result.valid || result.reason
    }
    const nonce = await server.issueNonce()
    const good = await signed(nonce)
    reasons.text = (
      await server.verifySignIn({ message: `${good.message}\n`, signature: good.signature })
    ).valid
    reasons.number = (await server.verifySignIn({ message: 42, signature: good.signature })).valid
    reasons.noSignature = (
      await server.verifySignIn({ message: good.message, signature: null })
    ).valid
    reasons.hexless = (await server.verifySignIn({ message: good.message, signature: 'zz' })).valid
    expect(reasons).toMatchInlineSnapshot(`
      {
        "chain": "chainId",
        "domain": "domain",
        "expired": "expired",
        "hexless": false,
        "noSignature": false,
        "notYet": "notYetValid",
        "number": false,
        "text": false,
        "uri": "uri",
      }
    `)
  })

  test('behavior: a server without a domain of its own is refused', () => {
    for (const bad of ['', 'https://app.example.com/', undefined])
      expect(() => createSiwxServer({ domain: bad as string })).toThrow(SiwxExpectationMissingError)
  })
})

test('parameters: store', async () => {
  const memory = createMemoryNonceStore()
  const calls: string[] = []
  const store: NonceStore = {
    async put(nonce, expiresAt) {
      calls.push(`put ${expiresAt - Date.parse('2030-01-01T00:00:00Z')}`)
      memory.put(nonce, expiresAt)
    },
    async take(nonce, now) {
      const found = memory.take(nonce, now)
      calls.push(`take ${found}`)
      return found
    },
  }
  const server = createSiwxServer({
    domain,
    store,
    nonceTtl: 1000,
    now: () => Date.parse('2030-01-01T00:00:00Z'),
  })
  const nonce = await server.issueNonce()
  const attempt = await signed(nonce, { issuedAt: '2030-01-01T00:00:00Z' })
  await server.verifySignIn(attempt)
  await server.verifySignIn(attempt)
  expect(calls).toEqual(['put 1000', 'take true', 'take false'])
})

describe('smart accounts and a backend over HTTP', () => {
  let anvil: Anvil
  let account: Address
  let http_: Server
  let base: string
  beforeAll(async () => {
    anvil = await startAnvil()
    account = await deploy(anvil, ownedAccount, [visitor.address])
    const client = createPublicClient({ transport: http(anvil.rpcUrl) })
    const siwx = createSiwxServer({
      domain,
      chainIds: [anvil.chainId],
      getClient: (chainId) => (chainId === anvil.chainId ? client : undefined),
    })
    // the two routes the guide describes
    http_ = createServer(async (req, res) => {
      if (req.method === 'GET' && req.url === '/siwx/nonce') {
        res.end(await siwx.issueNonce())
        return
      }
      if (req.method === 'POST' && req.url === '/siwx/verify') {
        const result = await siwx.verifySignIn(JSON.parse(await body(req)))
        res.statusCode = result.valid ? 200 : 401
        res.end(
          JSON.stringify(result.valid ? { address: result.address } : { reason: result.reason }),
        )
        return
      }
      res.statusCode = 404
      res.end()
    })
    await new Promise<void>((resolve) => http_.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(http_.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((resolve) => http_.close(resolve))
    await anvil.stop()
  })

  async function body(req: IncomingMessage): Promise<string> {
    let text = ''
    for await (const chunk of req) text += chunk
    return text
  }

  test('default: a contract account signs in through the routes, once', async () => {
    const nonce = await (await fetch(`${base}/siwx/nonce`)).text()
    const attempt = await signed(nonce, { address: account, chainId: anvil.chainId })
    const post = () =>
      fetch(`${base}/siwx/verify`, { method: 'POST', body: JSON.stringify(attempt) })
    const first = await post()
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ address: getAddress(account) })
    const replay = await post()
    expect(replay.status).toBe(401)
    expect(await replay.json()).toEqual({ reason: 'nonce' })
  })
})
