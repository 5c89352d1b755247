import { createServer, type IncomingHttpHeaders } from 'node:http'

export type ProxyAnswer = {
  status: number
  headers?: Record<string, string>
  body?: string
  /** hold the answer this long, in ms (for timeouts) */
  delay?: number
}

export type ProxiedRequest = {
  at: number
  /** path and query */
  url: string
  body: unknown
  headers: IncomingHttpHeaders
  /** when the answer was written back */
  answeredAt?: number
}

export type RpcProxy = {
  url: string
  /** every HTTP request received, in order */
  requests: ProxiedRequest[]
  /** decides, per request number (from 1), to answer itself or (undefined) to pass it on */
  plan: ((n: number, request: ProxiedRequest) => ProxyAnswer | undefined) | undefined
  close(): Promise<void>
}

/**
 * A local HTTP server in front of anvil that counts requests and, following its plan, answers
 * some of them itself (429, 503, a slow reply) before passing the rest to the node.
 */
export async function createRpcProxy(target: string): Promise<RpcProxy> {
  const proxy: RpcProxy = {
    url: '',
    requests: [],
    plan: undefined,
    close: async () => {},
  }
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      body = text
    }
    const request: ProxiedRequest = {
      at: Date.now(),
      url: req.url ?? '/',
      body,
      headers: req.headers,
    }
    proxy.requests.push(request)
    const answer = proxy.plan?.(proxy.requests.length, request)
    if (answer) {
      if (answer.delay) await new Promise((resolve) => setTimeout(resolve, answer.delay))
      if (res.destroyed) return
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers })
      res.end(answer.body ?? JSON.stringify({ error: 'planned failure' }))
      request.answeredAt = Date.now()
      return
    }
    try {
      const upstream = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: text,
      })
      const reply = await upstream.text()
      res.writeHead(upstream.status, { 'content-type': 'application/json' })
      res.end(reply)
      request.answeredAt = Date.now()
    } catch {
      res.writeHead(502)
      res.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  proxy.url = `http://127.0.0.1:${port}`
  proxy.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return proxy
}

/** how many JSON-RPC calls an HTTP request carried (a batch is an array) */
export function rpcCount(request: ProxiedRequest): number {
  return Array.isArray(request.body) ? request.body.length : 1
}

/** the JSON-RPC methods of a request, batch or not */
export function rpcMethods(request: ProxiedRequest): string[] {
  const calls = Array.isArray(request.body) ? request.body : [request.body]
  return calls.map((call) =>
    typeof call === 'object' && call !== null ? String((call as { method?: unknown }).method) : '',
  )
}
