import { mkdtempSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { type AliasOptions, build } from 'vite'
import type { DemoConfig } from '../demo/demoConfig.js'
import { EXAMPLES_DIR, type ExampleName, exampleRoot } from './exampleServer.js'

/** One chunk of Vite's build manifest (`.vite/manifest.json`). */
export type ManifestChunk = {
  file: string
  name?: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

export type BuiltExample = {
  /** the output folder (a fresh temporary one unless given) */
  outDir: string
  manifest: Record<string, ManifestChunk>
}

export type BuildExampleParameters = {
  example: ExampleName
  outDir?: string
  demo?: DemoConfig | undefined
  /** puts react, react-dom and scheduler in a chunk of their own, named `react` */
  splitReact?: boolean
  /** writes `.map` files beside the chunks, with no reference from the chunks themselves */
  sourcemaps?: boolean
  /**
   * the React the page runs: 19 (the workspace's), or 18 (installed beside it as `react-18`
   * and `react-dom-18`), which react-ui supports too
   */
  react?: ReactVersion
}

export type ReactVersion = 18 | 19

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/

/**
 * Every import of react and react-dom (the app's, react-ui's, Radix's, react-dom's own of
 * react) goes to React 18's copies, by absolute path, so that no importer finds React 19
 */
function react18Aliases(): AliasOptions {
  const require = createRequire(`${EXAMPLES_DIR}package.json`)
  const folder = (name: string) => dirname(require.resolve(`${name}/package.json`))
  return [
    { find: /^react-dom(\/.*)?$/, replacement: `${folder('react-dom-18')}$1` },
    { find: /^react(\/.*)?$/, replacement: `${folder('react-18')}$1` },
  ]
}

/** Docs: /examples. A production build of one example (minified, with a manifest). */
export async function buildExample({
  example,
  outDir = mkdtempSync(join(tmpdir(), `walletport-${example}-`)),
  demo,
  splitReact = false,
  sourcemaps = false,
  react = 19,
}: BuildExampleParameters): Promise<BuiltExample> {
  const root = exampleRoot(example)
  // production code whatever NODE_ENV the caller runs under: Vite takes NODE_ENV from the
  // environment (the replaced process.env.NODE_ENV, and the JSX runtime it compiles for), and
  // vitest sets it to 'test', which gave the browser tests React's development build
  const callersNodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({
      configFile: `${root}vite.config.ts`,
      root,
      logLevel: 'warn',
      cacheDir: `${EXAMPLES_DIR}node_modules/.vite/build-${example}`,
      define: demo ? { __WALLETPORT_DEMO__: JSON.stringify(demo) } : {},
      ...(react === 18 && { resolve: { alias: react18Aliases() } }),
      build: {
        outDir,
        emptyOutDir: true,
        manifest: true,
        sourcemap: sourcemaps ? 'hidden' : false,
        rolldownOptions: splitReact
          ? { output: { codeSplitting: { groups: [{ name: 'react', test: REACT }] } } }
          : {},
      },
    })
  } finally {
    if (callersNodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = callersNodeEnv
  }
  const manifest = JSON.parse(
    readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>
  return { outDir, manifest }
}

/** The chunks an entry loads before it runs: itself and its static imports, transitively. */
export function staticClosure(
  manifest: Record<string, ManifestChunk>,
  entryKey: string,
): ManifestChunk[] {
  const seen = new Map<string, ManifestChunk>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.set(key, chunk)
    for (const next of chunk.imports ?? []) visit(next)
  }
  visit(entryKey)
  return [...seen.values()]
}
