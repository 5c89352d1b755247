import { createServer, type Socket } from 'node:net'

/**
 * Where an answer stops: `accept` takes the connection and never reads or writes, `headers`
 * sends the status line and headers then falls silent, `body` sends half the body then falls
 * silent, `ok` answers in full.
 */
export type StallStage = 'accept' | 'headers' | 'body' | 'ok'

export type StallRequest = { method: string; path: string; body: string }
export type StallAnswer = { status?: number; headers?: Record<string, string>; body: string }

export type StallServer = Awaited<ReturnType<typeof startStallServer>>

/**
 * A raw TCP server on 127.0.0.1 speaking just enough HTTP/1.1 to stall at a chosen stage,
 * for the deadline tests of every HTTP and RPC client. Each connection takes the next stage
 * of `stages` (the last repeats) and is closed after a full answer.
 */
export async function startStallServer(
  stages: readonly StallStage[],
  answer: (request: StallRequest) => StallAnswer = () => ({ body: '{}' }),
) {
  const sockets = new Set<Socket>()
  const requests: StallRequest[] = []
  let connections = 0
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => {})
    const stage = stages[Math.min(connections++, stages.length - 1)] ?? 'ok'
    if (stage === 'accept') return
    let buffer = Buffer.alloc(0)
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk])
      const end = buffer.indexOf('\r\n\r\n')
      if (end < 0) return
      const head = buffer.subarray(0, end).toString('latin1')
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0)
      if (buffer.length < end + 4 + length) return
      socket.removeAllListeners('data')
      const [method = '', path = ''] = head.split(' ')
      const request = { method, path, body: buffer.subarray(end + 4, end + 4 + length).toString() }
      requests.push(request)
      reply(socket, stage, answer(request))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    /** connections taken so far: one per attempt */
    get connections() {
      return connections
    },
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

function reply(socket: Socket, stage: StallStage, answer: StallAnswer) {
  const body = Buffer.from(answer.body)
  const headers = {
    'content-type': 'application/json',
    ...answer.headers,
    'content-length': String(body.length),
    connection: 'close',
  }
  const status = answer.status ?? 200
  socket.write(
    `HTTP/1.1 ${status} S\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n`,
  )
  if (stage === 'headers') return
  if (stage === 'body') {
    socket.write(body.subarray(0, Math.floor(body.length / 2)))
    return
  }
  socket.end(body)
}
