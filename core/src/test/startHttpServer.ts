import { createServer } from 'node:http'

export type HttpRequest = {
  method: string
  /** the path without the query */
  path: string
  query: URLSearchParams
  /** the body parsed as JSON; undefined when empty or not JSON */
  json: unknown
}

export type HttpReply = { status?: number; json?: unknown; body?: string }

/** answers a request; undefined for a 404 */
export type HttpRoutes = (request: HttpRequest) => HttpReply | undefined

export type HttpServer = {
  url: string
  /** every request, oldest first */
  requests: HttpRequest[]
  /** replaces the routes for the rest of the test */
  setRoutes(routes: HttpRoutes): void
  close(): Promise<void>
}

/**
 * A small HTTP server on 127.0.0.1 for core's tests of the hosted services: it records each
 * request and answers from `routes`, which speak the documented endpoints a test uses
 * (SPEC section 7).
 */
export async function startHttpServer(routes: HttpRoutes): Promise<HttpServer> {
  let current = routes
  const requests: HttpRequest[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const text = Buffer.concat(chunks).toString('utf8')
      let json: unknown
      try {
        json = text ? JSON.parse(text) : undefined
      } catch {
        json = undefined
      }
      const request = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        json,
      }
      requests.push(request)
      const reply = current(request) ?? { status: 404, json: { message: 'Not found' } }
      const body = reply.body ?? (reply.json === undefined ? '' : JSON.stringify(reply.json))
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' })
      res.end(body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setRoutes(next) {
      current = next
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
