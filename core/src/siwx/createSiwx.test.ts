import { expect, test, vi } from 'vitest'
import { destroyKit } from '../kit/destroyKit.js'
import { createTestKit } from '../test/createTestKit.js'
import type { SiwxAccount, SiwxConfig, SiwxSession } from '../types/siwx.js'
import { createSiwx } from './createSiwx.js'

// a config written as a class: its methods need their `this`
class ServerSiwx implements SiwxConfig {
  sessions: SiwxSession[] = []
  required = true
  async getNonce() {
    return `nonce-${this.sessions.length}`
  }
  async addSession(session: SiwxSession) {
    this.sessions.push(session)
  }
  async getSessions(_: SiwxAccount) {
    return this.sessions
  }
  async revokeSession(_: SiwxAccount) {
    this.sessions = []
  }
  getRequired() {
    return this.required
  }
}

test('default', async () => {
  const server = new ServerSiwx()
  const siwx = createSiwx(server)
  expect(await siwx.getNonce({ networkId: 'eip155:1', address: undefined })).toBe('nonce-0')
  expect(siwx.required).toBe(true)
  server.required = false
  // read on every access
  expect(siwx.required).toBe(false)
  expect(siwx.getRequired()).toBe(false)
  expect(siwx.createMessage).toBeUndefined()
  expect(siwx.verify).toBeUndefined()
})

test('parameters: createMessage and verify are passed through with their `this`', async () => {
  const config = {
    ...{
      getNonce: async () => 'n',
      addSession: async () => {},
      getSessions: async () => [],
      revokeSession: async () => {},
      getRequired: () => false,
    },
    statement: 'Hi',
    createMessage(this: { statement: string }, data: SiwxSession['data']) {
      return { ...data, statement: this.statement }
    },
    verify: vi.fn(async () => true),
  }
  const siwx = createSiwx(config)
  const data = {
    domain: 'a.example',
    version: '1',
    nonce: 'n',
    issuedAt: '2030-01-01T00:00:00Z',
    networkId: 'eip155:1',
    accountAddress: '0x1',
  } as const
  expect(await siwx.createMessage?.(data)).toEqual({ ...data, statement: 'Hi' })
  const expected = { domain: 'a.example', nonce: 'n' }
  expect(await siwx.verify?.({ data, message: 'm', signature: 's' }, expected)).toBe(true)
  expect(config.verify).toHaveBeenCalledWith({ data, message: 'm', signature: 's' }, expected)
})

test('behavior: the kit sets it up, and destroyKit stops it', async () => {
  const server = new ServerSiwx()
  const siwx = createSiwx(server)
  const { kit } = createTestKit({ siwx })
  expect(kit._internal.signIn?.$status.get()).toBe('idle')
  const listening = kit.$account.lc
  destroyKit(kit)
  expect(kit.$account.lc).toBe(listening - 1)
})
