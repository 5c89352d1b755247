import { describe, expect, test } from 'vitest'
import { requestRpc } from './requestRpc.js'

function fetchReturning(response: Response | Error) {
  const calls: { url: string; body: unknown }[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    calls.push({ url: String(input), body: JSON.parse(String(init?.body)) })
    if (response instanceof Error) throw response
    return response
  }
  return { fetch, calls }
}

describe('requestRpc', () => {
  test('default', async () => {
    const { fetch, calls } = fetchReturning(Response.json({ jsonrpc: '2.0', id: 1, result: '0x1' }))
    await expect(
      requestRpc({ url: 'http://127.0.0.1:1/rpc', method: 'eth_chainId', fetch }),
    ).resolves.toBe('0x1')
    expect(calls).toEqual([
      {
        url: 'http://127.0.0.1:1/rpc',
        body: { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
      },
    ])
  })

  test('behavior: a JSON-RPC error keeps its code', async () => {
    const { fetch } = fetchReturning(
      Response.json({
        jsonrpc: '2.0',
        id: 1,
        error: { code: -32000, message: 'execution reverted' },
      }),
    )
    await expect(requestRpc({ url: 'http://x', method: 'eth_call', fetch })).rejects.toMatchObject({
      name: 'ProviderRpcError',
      code: -32000,
      shortMessage: 'execution reverted',
    })
  })

  test('behavior: transport failures', async () => {
    await expect(
      requestRpc({ url: 'http://x', method: 'm', ...fetchReturning(new TypeError('refused')) }),
    ).rejects.toMatchObject({ shortMessage: 'Network request failed', code: -32002 })
    await expect(
      requestRpc({
        url: 'http://x',
        method: 'm',
        ...fetchReturning(new Response('busy', { status: 503 })),
      }),
    ).rejects.toMatchObject({ shortMessage: 'Network request failed', data: { status: 503 } })
    await expect(
      requestRpc({ url: 'http://x', method: 'm', ...fetchReturning(new Response('<html>')) }),
    ).rejects.toMatchObject({ shortMessage: 'Invalid JSON-RPC response', code: -32700 })
    const timeout = new DOMException('timed out', 'TimeoutError')
    await expect(
      requestRpc({ url: 'http://x', method: 'm', ...fetchReturning(timeout) }),
    ).rejects.toMatchObject({ shortMessage: 'Network request timed out' })
  })
})
