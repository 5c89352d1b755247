import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { Socket } from 'node:net'

export type RecordedRequest = {
  method: string
  /** the path without the query, decoded per segment */
  path: string
  /** the path as sent */
  rawPath: string
  query: URLSearchParams
  headers: IncomingHttpHeaders
  body: string
  /** the body parsed as JSON, undefined when it is not */
  json: unknown
}

export type Reply = {
  status?: number
  headers?: Record<string, string>
  /** sent as application/json */
  json?: unknown
  /** sent as is: malformed bodies, html error pages */
  body?: string
  /** ms before the status line */
  delay?: number
  /** send the status line and `body` (or the start of `json`), then never finish */
  stall?: boolean
  /** drop the connection without a response */
  destroy?: boolean
}

export type Handler = (
  request: RecordedRequest,
  params: Record<string, string>,
) => Reply | Promise<Reply>

export type TestServer = Awaited<ReturnType<typeof createTestServer>>

function safeDecode(segment: string) {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

function match(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/')
  const have = path.split('/')
  if (want.length !== have.length) return undefined
  const params: Record<string, string> = {}
  for (const [index, part] of want.entries()) {
    const value = have[index] ?? ''
    if (part.startsWith(':')) params[part.slice(1)] = safeDecode(value)
    else if (part !== value) return undefined
  }
  return params
}

/**
 * A local HTTP server on 127.0.0.1 and an ephemeral port, for tests. Routes are
 * 'METHOD /path/:param' patterns; `route` overrides one for a test, `reset` restores the
 * defaults and forgets the recorded requests.
 */
export async function createTestServer(defaults: Record<string, Handler> = {}) {
  let routes = new Map(Object.entries(defaults))
  const requests: RecordedRequest[] = []
  const sockets = new Set<Socket>()

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const body = Buffer.concat(chunks).toString('utf8')
      let json: unknown
      try {
        json = body ? JSON.parse(body) : undefined
      } catch {
        json = undefined
      }
      const request: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname.split('/').map(safeDecode).join('/'),
        rawPath: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
        json,
      }
      requests.push(request)
      let reply: Reply = { status: 404, json: { message: 'Not found' } }
      for (const [key, handler] of routes) {
        const [method, pattern = ''] = key.split(' ')
        const params = method === request.method ? match(pattern, url.pathname) : undefined
        if (params) {
          reply = await handler(request, params)
          break
        }
      }
      if (reply.delay) await new Promise((resolve) => setTimeout(resolve, reply.delay))
      if (reply.destroy) {
        req.socket.destroy()
        return
      }
      const text = reply.body ?? (reply.json === undefined ? '' : JSON.stringify(reply.json))
      const headers = {
        ...(reply.json !== undefined ? { 'content-type': 'application/json' } : {}),
        ...reply.headers,
      }
      if (reply.stall) {
        res.writeHead(reply.status ?? 200, headers)
        res.write(text.slice(0, Math.max(1, Math.floor(text.length / 2))))
        return
      }
      res.writeHead(reply.status ?? 200, headers)
      res.end(text)
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  const { port } = address

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** the requests to one path, in order */
    requestsTo(path: string) {
      return requests.filter((request) => request.path === path)
    },
    route(key: string, handler: Handler) {
      // first in the map wins a match, so an override goes in front
      routes = new Map([[key, handler], ...[...routes].filter(([other]) => other !== key)])
    },
    reset() {
      routes = new Map(Object.entries(defaults))
      requests.length = 0
    },
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
