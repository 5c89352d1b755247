import { createPublicClient, type PublicClient } from 'viem'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { RpcRequestError } from '../errors/rpc.js'
import { toEvmError } from '../errors/toEvmError.js'
import { createRpcProxy, type RpcProxy } from '../test/createRpcProxy.js'
import { createRpcTransport } from './createRpcTransport.js'
import { withBatchIds } from './withBatchIds.js'

// no node behind: every answer below is the hostile server's own
let proxy: RpcProxy
beforeAll(async () => {
  proxy = await createRpcProxy('http://127.0.0.1:9')
})
afterAll(() => proxy.close())
beforeEach(() => {
  proxy.requests.length = 0
  proxy.plan = undefined
})

type Call = { id: number; method: string }
const result = (id: unknown) => `0x${Number(id).toString(16)}0`

/** answers each batch with `shape(ids)`, each entry's result derived from its id */
function answerWith(shape: (ids: number[]) => unknown[]) {
  proxy.plan = (_, request) => {
    const ids = (request.body as Call[]).map((call) => call.id)
    const answers = shape(ids).map((id) => ({ jsonrpc: '2.0', id, result: result(id) }))
    return { status: 200, body: JSON.stringify(answers) }
  }
}

function client(): PublicClient {
  return createPublicClient({
    transport: createRpcTransport({ urls: [proxy.url], retryCount: 0 }),
  })
}

/** three calls in one batch; each settles with its own answer or its own error */
async function three() {
  const rpc = client()
  const outcomes = await Promise.allSettled(
    [0, 1, 2].map(() => rpc.request({ method: 'eth_blockNumber' })),
  )
  expect(proxy.requests).toHaveLength(1)
  const ids = ((proxy.requests[0]?.body ?? []) as Call[]).map((call) => call.id)
  return { ids, outcomes }
}

test('default: answers in reverse order reach their own calls', async () => {
  answerWith((ids) => [...ids].reverse())
  const { ids, outcomes } = await three()
  expect(outcomes).toEqual(ids.map((id) => ({ status: 'fulfilled', value: result(id) })))
})

for (const [name, shape] of [
  ['missing', (ids: number[]) => [ids[0], ids[2]]],
  ['duplicated', (ids: number[]) => [ids[0], ids[1], ids[1], ids[2]]],
  ['unknown', (ids: number[]) => [ids[0], 999_999, ids[2]]],
  ['shifted', (ids: number[]) => ids.map((id) => id + 1)],
] as const)
  test(`behavior: a ${name} id fails only its own call, with a typed error`, async () => {
    answerWith(shape)
    const { ids, outcomes } = await three()
    expect(outcomes.some((outcome) => outcome.status === 'rejected')).toBe(true)
    for (const [index, outcome] of outcomes.entries()) {
      const id = ids[index] as number
      const answered = shape(ids).filter((other) => other === id).length === 1
      if (answered) expect(outcome).toEqual({ status: 'fulfilled', value: result(id) })
      else {
        expect(outcome.status).toBe('rejected')
        const error = toEvmError((outcome as PromiseRejectedResult).reason)
        expect(error).toBeInstanceOf(RpcRequestError)
        expect(error).toMatchObject({ code: -32603 })
      }
    }
  })

test('behavior: a fetch that ignores the signal is still held to it', async () => {
  const controller = new AbortController()
  const pending = withBatchIds(() => new Promise<never>(() => {}))('http://x', {
    signal: controller.signal,
  })
  controller.abort(new Error('timed out'))
  await expect(pending).rejects.toThrow('timed out')
})
