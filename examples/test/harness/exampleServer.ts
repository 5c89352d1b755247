import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize } from 'node:path'
import type { DemoConfig } from '../../demo/demoConfig.js'
import type { ReactVersion } from '../../scripts/buildExample.js'
import type { ExampleName } from '../../scripts/exampleServer.js'
import { getExampleBuild } from './exampleBuild.js'

export type { ExampleName } from '../../scripts/exampleServer.js'

export type StartExampleServerParameters = {
  example: ExampleName
  /** given to the page as `__WALLETPORT_DEMO__`; without it the page uses public networks */
  demo?: DemoConfig | undefined
  /** 0 (the default) lets the system pick a free port */
  port?: number
  /** the React the page is built with (19 by default) */
  react?: ReactVersion
  /** @deprecated every server is a test server now: the build is served, with no watching */
  test?: boolean
  /** @deprecated the build is shared by every test file; kept so callers need no change */
  cacheKey?: string
}

export type ExampleServer = { url: string; close(): Promise<void> }

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

/** The demo configuration as a script that runs before the page's modules. */
function demoScript(demo: DemoConfig): string {
  // `<` escaped so that no value can close the script element
  const json = JSON.stringify(demo).replace(/</g, '\\u003c')
  return `<script>window.__WALLETPORT_DEMO__ = ${json}</script>`
}

/**
 * Docs: /examples/test. Serves one example's production build (made once per test run, see
 * getExampleBuild) on 127.0.0.1: files as built, and the page with its demo configuration
 * added, as Vite's `define` did on the dev server. Same parameters and result as before.
 */
export async function startExampleServer({
  example,
  demo,
  port = 0,
  react,
}: StartExampleServerParameters): Promise<ExampleServer> {
  const root = await getExampleBuild(example, react)
  const page = (await readFile(join(root, 'index.html'), 'utf8')).replace(
    '<head>',
    `<head>${demo ? demoScript(demo) : ''}`,
  )
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    const file = normalize(join(root, path))
    if (!file.startsWith(root)) return void response.writeHead(404).end()
    const headers = (type: string) => ({ 'content-type': type, 'cache-control': 'no-store' })
    // the page itself for `/`, `/index.html`, and any path without a file extension
    if (path === '/' || path === '/index.html' || !extname(path))
      return void response.writeHead(200, headers(TYPES['.html'] as string)).end(page)
    readFile(file).then(
      (body) =>
        response
          .writeHead(200, headers(TYPES[extname(file)] ?? 'application/octet-stream'))
          .end(body),
      () => response.writeHead(404).end(),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  const { port: bound } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${bound}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
