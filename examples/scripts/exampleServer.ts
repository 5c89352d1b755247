import { fileURLToPath } from 'node:url'
import { createServer, type ViteDevServer } from 'vite'
import type { DemoConfig } from '../demo/demoConfig.js'

export type ExampleName =
  | 'demo'
  | 'headless'
  | 'default'
  | 'wagmi'
  | 'phone-wallet'
  | 'multichain'
  | 'appkit-migration'
  | 'gallery'

export type StartExampleServerParameters = {
  example: ExampleName
  /** injected into the page as `__WALLETPORT_DEMO__`; without it the page uses public networks */
  demo?: DemoConfig | undefined
  /** 0 (the default) lets the system pick a free port */
  port?: number
  /** a test run: no file watching or hot reload, so edits elsewhere never reload the page mid-test */
  test?: boolean
  /** where Vite keeps pre-bundled dependencies; one per concurrent server avoids races */
  cacheKey?: string
  logLevel?: 'info' | 'warn' | 'error' | 'silent'
}

export type ExampleServer = { url: string; server: ViteDevServer; close(): Promise<void> }

export const EXAMPLES_DIR = fileURLToPath(new URL('..', import.meta.url))

export function exampleRoot(example: ExampleName): string {
  return fileURLToPath(new URL(`../${example}/`, import.meta.url))
}

/** Docs: /examples. Serves one example folder with its own vite.config.ts on 127.0.0.1. */
export async function startExampleServer({
  example,
  demo,
  port = 0,
  test = false,
  cacheKey = example,
  logLevel = test ? 'warn' : 'info',
}: StartExampleServerParameters): Promise<ExampleServer> {
  const root = exampleRoot(example)
  const server = await createServer({
    configFile: `${root}vite.config.ts`,
    root,
    cacheDir: `${EXAMPLES_DIR}node_modules/.vite/${cacheKey}`,
    logLevel,
    clearScreen: false,
    define: demo ? { __WALLETPORT_DEMO__: JSON.stringify(demo) } : {},
    // the first dependency scan sees every module the page may load lazily (react-ui's views),
    // so no dependency is discovered later, which would re-optimize and break loaded pages
    optimizeDeps: {
      entries: ['index.html', '../../react-ui/src/**/*.tsx', '!../../react-ui/src/**/*.test.tsx'],
    },
    server: {
      host: '127.0.0.1',
      port,
      strictPort: port !== 0,
      // tests: no watching or hot reload; every source transformed ahead, so a view loaded
      // lazily on a busy machine does not wait for its first transform
      ...(test
        ? {
            watch: null,
            hmr: false,
            warmup: { clientFiles: ['./src/**/*.{ts,tsx}', '../../react-ui/src/**/*.{ts,tsx}'] },
          }
        : {}),
    },
  })
  await server.listen()
  const url = server.resolvedUrls?.local[0]
  if (!url) {
    await server.close()
    throw new Error(`the ${example} example server has no local URL`)
  }
  return { url, server, close: () => server.close() }
}
