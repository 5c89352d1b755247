import { mkdtempSync, rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
// a static import: run.mjs's module runner is closed by the time a first request builds
import { build as viteBuild } from 'vite'
import { FRAME_CONFIG_ELEMENT_ID, type FrameConfig } from '../shared/frameConfig.js'
import { scriptJson } from './html.js'

const FRAME_DIR = fileURLToPath(new URL('..', import.meta.url))

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
}

export type FramePage = {
  /** the page's HTML with its configuration, and the headers that pin it to its host */
  render(config: FrameConfig): Promise<{ html: string; headers: Record<string, string> }>
  /** a built asset (`/assets/…`), or undefined */
  asset(path: string): Promise<{ body: Buffer; type: string } | undefined>
  dispose(): void
}

/**
 * The frame page, built with Vite on first use (or served from a folder built before with
 * `vite build examples/embedded-frame`), so a server used only for its API never builds it.
 */
export function createFramePage({ builtDir }: { builtDir?: string | undefined } = {}): FramePage {
  const tempDir = builtDir ? undefined : mkdtempSync(join(tmpdir(), 'walletport-frame-'))
  const outDir = builtDir ?? tempDir ?? ''
  let built: Promise<string> | undefined

  function build(): Promise<string> {
    built ??= (async () => {
      if (tempDir) {
        await viteBuild({
          configFile: join(FRAME_DIR, 'vite.config.ts'),
          root: FRAME_DIR,
          logLevel: 'warn',
          // production code whatever NODE_ENV the server runs under (vitest sets 'test')
          mode: 'production',
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          build: { outDir, emptyOutDir: true },
        })
      }
      return readFile(join(outDir, 'index.html'), 'utf8')
    })()
    // a failed build is tried again on the next request
    built.catch(() => {
      built = undefined
    })
    return built
  }

  return {
    async render(config) {
      const template = await build()
      const element = `<script type="application/json" id="${FRAME_CONFIG_ELEMENT_ID}">${scriptJson(config)}</script>`
      const rpcOrigins = [...config.evmChains, ...config.solanaChains]
        .flatMap((chain) => (chain.rpcUrl ? [new URL(chain.rpcUrl).origin] : []))
        .join(' ')
      const csp = [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: https: http:",
        `connect-src 'self' ${rpcOrigins}`,
        // only the allowed host may embed the page; another origin gets a page that only
        // answers 'Unauthorized: origin not allowed'
        `frame-ancestors ${config.allowed ? config.hostOrigin : '*'}`,
      ].join('; ')
      return {
        html: template.replace('</head>', `${element}\n</head>`),
        headers: {
          'content-security-policy': csp,
          'referrer-policy': 'no-referrer',
          'x-content-type-options': 'nosniff',
        },
      }
    },
    async asset(path) {
      await build()
      const file = normalize(join(outDir, path))
      if (!file.startsWith(join(outDir, 'assets'))) return undefined
      const body = await readFile(file).catch(() => undefined)
      return body && { body, type: TYPES[extname(file)] ?? 'application/octet-stream' }
    },
    dispose() {
      if (tempDir) rmSync(tempDir, { recursive: true, force: true })
    },
  }
}
