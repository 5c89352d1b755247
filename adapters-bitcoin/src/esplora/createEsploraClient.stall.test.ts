import { type StallStage, startStallServer } from '@walletport/core/test'
import { expect, test } from 'vitest'
import { EsploraAbortedError, EsploraTimeoutError } from '../errors.js'
import { createEsploraClient } from './createEsploraClient.js'

for (const stage of ['accept', 'headers', 'body'] satisfies StallStage[])
  test(`behavior: a stall at '${stage}' on every attempt ends in EsploraTimeoutError`, async () => {
    const server = await startStallServer([stage], () => ({ body: '123456789012' }))
    const client = createEsploraClient({
      url: server.url,
      timeout: 80,
      retry: { count: 2, delay: 1 },
    })
    try {
      await expect(client.getTipHeight()).rejects.toBeInstanceOf(EsploraTimeoutError)
      expect(server.connections).toBeGreaterThanOrEqual(3)
    } finally {
      await server.close()
    }
  })

test('behavior: a broadcast that stalls is not sent twice', async () => {
  const server = await startStallServer(['headers'], () => ({ body: 'a'.repeat(64) }))
  const client = createEsploraClient({
    url: server.url,
    timeout: 400,
    retry: { count: 2, delay: 1 },
  })
  try {
    await expect(client.broadcast({ hex: '00' })).rejects.toBeInstanceOf(EsploraTimeoutError)
    expect(server.requests).toHaveLength(1)
  } finally {
    await server.close()
  }
})

test('behavior: the caller aborts a wait between attempts', async () => {
  const server = await startStallServer(['ok'], () => ({ status: 500, body: 'x' }))
  const client = createEsploraClient({ url: server.url, retry: { count: 3, delay: 60_000 } })
  try {
    await expect(client.getTipHeight({ signal: AbortSignal.timeout(100) })).rejects.toBeInstanceOf(
      EsploraAbortedError,
    )
  } finally {
    await server.close()
  }
})
