import { join } from 'node:path'
import commonjs from '@rollup/plugin-commonjs'
import json from '@rollup/plugin-json'
import { nodeResolve } from '@rollup/plugin-node-resolve'
import replace from '@rollup/plugin-replace'
import { build as esbuild, transform } from 'esbuild'
import { rollup } from 'rollup'
import { build as vite } from 'vite'
import webpack from 'webpack'

/** One JavaScript file a build emitted, and whether the page loads it before anything runs. */
export type Chunk = { file: string; initial: boolean }
export type Build = (parameters: {
  appDir: string
  entry: string
  outDir: string
}) => Promise<Chunk[]>

const PRODUCTION = { 'process.env.NODE_ENV': JSON.stringify('production') }

/** The chunks an entry loads before it runs: itself and its static imports, transitively. */
function closure(entries: readonly string[], imports: (file: string) => readonly string[]) {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const next of imports(file)) visit(next)
  }
  for (const entry of entries) visit(entry)
  return seen
}

/** Vite's production build (Rolldown, minified), from an HTML page as a Vite app has. */
const buildVite: Build = async ({ appDir, entry, outDir }) => {
  const result = await vite({
    root: appDir,
    configFile: false,
    logLevel: 'error',
    mode: 'production',
    build: { outDir, emptyOutDir: true, rolldownOptions: { input: join(appDir, `${entry}.html`) } },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as { output: unknown[] }[]
  const chunks = outputs
    .flatMap((o) => o.output)
    .filter(
      (o): o is { type: 'chunk'; fileName: string; isEntry: boolean; imports: string[] } =>
        (o as { type?: string }).type === 'chunk',
    )
  const byName = new Map(chunks.map((c) => [c.fileName, c]))
  const initial = closure(
    chunks.filter((c) => c.isEntry).map((c) => c.fileName),
    (file) => byName.get(file)?.imports ?? [],
  )
  return chunks.map((c) => ({ file: join(outDir, c.fileName), initial: initial.has(c.fileName) }))
}

/** esbuild with code splitting (ESM, minified). */
const buildEsbuild: Build = async ({ appDir, entry, outDir }) => {
  const { metafile } = await esbuild({
    absWorkingDir: appDir,
    entryPoints: [`${entry}.js`],
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    define: PRODUCTION,
    metafile: true,
    logLevel: 'error',
  })
  const outputs = metafile.outputs
  const files = Object.keys(outputs).filter((file) => file.endsWith('.js'))
  // with splitting every import() target is an entry point too: start from the page's own
  const initial = closure(
    files.filter((file) => outputs[file]?.entryPoint === `${entry}.js`),
    (file) =>
      outputs[file]?.imports.filter((i) => i.kind === 'import-statement').map((i) => i.path) ?? [],
  )
  return files.map((file) => ({ file: join(appDir, file), initial: initial.has(file) }))
}

/** Rollup with node-resolve (browser fields), CommonJS and JSON, minified by esbuild. */
const buildRollup: Build = async ({ appDir, entry, outDir }) => {
  const bundle = await rollup({
    input: join(appDir, `${entry}.js`),
    plugins: [
      replace({ preventAssignment: true, values: PRODUCTION }),
      nodeResolve({ browser: true, preferBuiltins: false, rootDir: appDir }),
      commonjs(),
      json(),
      {
        name: 'minify',
        renderChunk: async (code) =>
          (await transform(code, { minify: true, format: 'esm', target: 'es2022' })).code,
      },
    ],
    // circular-dependency and `this` notes from third-party code are not the bench's business
    onwarn: () => {},
  })
  try {
    const { output } = await bundle.write({ dir: outDir, format: 'es' })
    const chunks = output.filter((o) => o.type === 'chunk')
    const byName = new Map(chunks.map((c) => [c.fileName, c]))
    const initial = closure(
      chunks.filter((c) => c.isEntry).map((c) => c.fileName),
      (file) => byName.get(file)?.imports ?? [],
    )
    return chunks.map((c) => ({ file: join(outDir, c.fileName), initial: initial.has(c.fileName) }))
  } finally {
    await bundle.close()
  }
}

/** webpack 5 in production mode (its defaults: terser, split chunks). */
const buildWebpack: Build = ({ appDir, entry, outDir }) =>
  new Promise((resolve, reject) => {
    const compiler = webpack({
      mode: 'production',
      context: appDir,
      entry: { main: `./${entry}.js` },
      output: { path: outDir, clean: true, filename: '[name].[contenthash].js' },
      devtool: false,
      performance: { hints: false },
      infrastructureLogging: { level: 'error' },
    })
    compiler.run((error, stats) => {
      compiler.close(() => {})
      if (error || !stats) return reject(error ?? new Error('webpack gave no stats'))
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')))
      const info = stats.toJson({ all: false, assets: true, entrypoints: true })
      const initial = new Set(info.entrypoints?.main?.assets?.map((a) => a.name) ?? [])
      const files = (info.assets ?? []).map((a) => a.name).filter((name) => name.endsWith('.js'))
      resolve(files.map((name) => ({ file: join(outDir, name), initial: initial.has(name) })))
    })
  })

export const BUNDLERS = {
  vite: buildVite,
  esbuild: buildEsbuild,
  rollup: buildRollup,
  webpack: buildWebpack,
} as const satisfies Record<string, Build>
export type BundlerName = keyof typeof BUNDLERS
