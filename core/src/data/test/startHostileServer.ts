import { createServer, type ServerResponse } from 'node:http'

/**
 * How the hostile server answers every request: a body of the wrong shape for every
 * endpoint, a huge body, headers and then silence, or an error status with a body.
 */
export type HostileMode =
  | { kind: 'wrongShape' }
  | { kind: 'huge'; bytes: number }
  | { kind: 'stall' }
  | { kind: 'status'; status: number; body: string; headers?: Record<string, string> }

export type HostileServer = {
  url: string
  mode: HostileMode
  /** request paths, oldest first */
  readonly paths: string[]
  close(): Promise<void>
}

// valid JSON, but not what any data-service endpoint sends: lists where objects belong,
// objects where lists belong, strings for numbers
const WRONG_SHAPE = JSON.stringify({
  balances: 'none',
  data: 7,
  next: 12,
  tokens: null,
  quotes: { 0: 1 },
  suggestions: {},
  purchaseCurrencies: 3,
  paymentCurrencies: 'USD',
  paymentTotal: [],
  standard: 'fast',
})

function answer(res: ServerResponse, mode: HostileMode) {
  switch (mode.kind) {
    case 'wrongShape':
      res.writeHead(200, { 'content-type': 'application/json' }).end(WRONG_SHAPE)
      return
    case 'huge': {
      // one JSON object whose single string fills the body, written in chunks
      res.writeHead(200, { 'content-type': 'application/json' })
      const chunk = 'x'.repeat(64 * 1024)
      res.write('{"padding":"')
      for (let sent = 0; sent < mode.bytes; sent += chunk.length) res.write(chunk)
      res.end('"}')
      return
    }
    case 'stall':
      // the status and headers, then nothing: only a deadline ends this
      res.writeHead(200, { 'content-type': 'application/json' })
      res.flushHeaders()
      return
    case 'status':
      res.writeHead(mode.status, { 'content-type': 'application/json', ...mode.headers })
      res.end(mode.body)
  }
}

/** A data service on 127.0.0.1 that answers every path as its `mode` says. */
export async function startHostileServer(): Promise<HostileServer> {
  const paths: string[] = []
  const server = createServer((req, res) => {
    paths.push(new URL(req.url ?? '/', 'http://127.0.0.1').pathname)
    req.resume()
    req.on('end', () => answer(res, hostile.mode))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  const hostile: HostileServer = {
    url: `http://127.0.0.1:${address.port}`,
    mode: { kind: 'wrongShape' },
    paths,
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  return hostile
}
