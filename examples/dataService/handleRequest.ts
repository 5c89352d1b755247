import type { IncomingMessage, ServerResponse } from 'node:http'
import type { DataServiceContext } from './context.js'
import { DataServiceError } from './DataServiceError.js'
import type { Route, RouteReply } from './route.js'

/** the largest request body read, in bytes */
const MAX_BODY = 1_000_000

function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/')
  const have = path.split('/')
  if (want.length !== have.length) return undefined
  const params: Record<string, string> = {}
  for (const [i, part] of want.entries()) {
    const value = have[i] ?? ''
    if (part.startsWith(':')) {
      if (!value) return undefined
      try {
        params[part.slice(1)] = decodeURIComponent(value)
      } catch {
        throw new DataServiceError(400, `Malformed path segment: ${value}`)
      }
    } else if (part !== value) return undefined
  }
  return params
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY) throw new DataServiceError(413, 'The body is too large')
    chunks.push(chunk)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  // a form post (the on-ramp page's button) carries nothing the routes read
  if (!text || !(request.headers['content-type'] ?? '').includes('json')) return undefined
  try {
    return JSON.parse(text)
  } catch {
    throw new DataServiceError(400, 'The body is not valid JSON')
  }
}

function send(response: ServerResponse, reply: RouteReply) {
  const json = 'json' in reply
  const body = json ? JSON.stringify(reply.json) : reply.text
  response.writeHead(reply.status ?? 200, {
    'content-type': json ? 'application/json' : reply.contentType,
    'cache-control': 'no-store',
    ...reply.headers,
  })
  response.end(body)
}

/**
 * Docs: /examples/dataService. Answers one HTTP request: CORS for the demo page on another
 * origin, the matching route, and every failure as `{ message }` with a 4xx (a refused
 * request) or 500 (a bug, also logged), so no request can bring the server down.
 */
export async function handleRequest(
  ctx: DataServiceContext,
  routes: Readonly<Record<string, Route>>,
  request: IncomingMessage,
  response: ServerResponse,
  log: (message: string) => void,
): Promise<void> {
  // the page calls from its own origin, with JSON bodies and fetch's cache headers
  response.setHeader('access-control-allow-origin', '*')
  response.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS')
  response.setHeader(
    'access-control-allow-headers',
    request.headers['access-control-request-headers'] ?? 'content-type',
  )
  response.setHeader('access-control-max-age', '600')
  try {
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end()
      return
    }
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    let methodMismatch = false
    for (const [key, route] of Object.entries(routes)) {
      const [method, pattern = ''] = key.split(' ')
      const params = matchPath(pattern, url.pathname)
      if (!params) continue
      if (method !== request.method) {
        methodMismatch = true
        continue
      }
      const body = request.method === 'POST' ? await readBody(request) : undefined
      send(response, await route(ctx, { params, query: url.searchParams, body }))
      return
    }
    throw methodMismatch
      ? new DataServiceError(405, `${request.method} is not allowed on ${url.pathname}`)
      : new DataServiceError(404, 'Not found')
  } catch (error) {
    if (response.headersSent) {
      response.destroy()
      return
    }
    if (error instanceof DataServiceError) {
      send(response, { status: error.status, json: { message: error.message } })
      return
    }
    log(
      `data service: ${request.method} ${request.url}: ${error instanceof Error ? error.stack : String(error)}`,
    )
    send(response, {
      status: 500,
      json: {
        message: `Internal error: ${error instanceof Error ? error.message : String(error)}`,
      },
    })
  }
}
