import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { BUNDLERS, type BundlerName } from './bundlers.js'
import { GOALS } from './goals.js'
import { type AppName, countPackages, installApp } from './installApp.js'
import { beyond, measure, type Sizes } from './measure.js'
import { packPackages } from './packPackages.js'

/**
 * The bundler bench (issue 13): an EVM app and a multichain app, each installed with npm
 * from the packed packages in a folder outside the workspace, built with Vite, esbuild
 * (code splitting), Rollup and webpack 5. For each: the JS that loads before the first
 * click (the entry and its static imports) and all JS emitted, min+gzip beyond React (a
 * React-only page built the same way is subtracted), and the packages installed. Prints a
 * table; returns 1 (the exit code) when a figure is over its goal (goals.ts).
 * Run: `pnpm bench:bundlers` (`--keep` leaves the apps and builds in the temp folder;
 * `--bundler=esbuild,vite` and `--app=evm` build only those, to iterate on one figure).
 */

type Row = { app: AppName; bundler: BundlerName; sizes: Sizes; packages: number }

const APPS: readonly AppName[] = ['evm', 'multichain']
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** The values of `--name=a,b` among the arguments, else all of `all` (to iterate on one). */
function pick<T extends string>(args: readonly string[], name: string, all: readonly T[]): T[] {
  const arg = args.find((a) => a.startsWith(`--${name}=`))
  if (!arg) return [...all]
  const wanted = arg.slice(name.length + 3).split(',')
  const unknown = wanted.filter((w) => !all.includes(w as T))
  if (unknown.length) throw new Error(`bundlers: unknown --${name} ${unknown.join(', ')}`)
  return wanted as T[]
}

async function buildAll(
  base: string,
  apps: readonly AppName[],
  bundlers: readonly BundlerName[],
  packages: Record<AppName, number>,
): Promise<Row[]> {
  const rows: Row[] = []
  for (const bundler of bundlers) {
    const build = BUNDLERS[bundler]
    const started = Date.now()
    const out = (name: string) => join(base, 'out', bundler, name)
    // React alone, from the EVM app's folder: the same React both apps install
    const react = measure(
      await build({ appDir: join(base, 'evm'), entry: 'react', outDir: out('react') }),
    )
    for (const app of apps) {
      const chunks = await build({ appDir: join(base, app), entry: 'main', outDir: out(app) })
      rows.push({ app, bundler, sizes: beyond(measure(chunks), react), packages: packages[app] })
    }
    console.log(`bundlers: ${bundler} built in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  }
  return rows
}

/** One line of the table, with each figure marked when over its goal. */
function formatRow({ app, bundler, sizes, packages }: Row): { line: string; over: string[] } {
  const goal = GOALS[app]
  const over: string[] = []
  const cell = (value: string, limit: number | undefined, ok: boolean, name: string) => {
    if (limit !== undefined && !ok) over.push(`${app}/${bundler} ${name}`)
    const mark = limit === undefined ? '  ' : ok ? 'ok' : '!!'
    return `${value.padStart(9)} ${mark}`
  }
  const line = [
    app.padEnd(11),
    bundler.padEnd(8),
    cell(
      kb(sizes.beforeClick),
      goal.beforeClick,
      sizes.beforeClick <= goal.beforeClick,
      'before the first click',
    ),
    `${String(sizes.initialChunks).padStart(3)}/${String(sizes.chunks).padEnd(4)}`,
    cell(
      kb(sizes.emitted),
      goal.emitted,
      sizes.emitted <= (goal.emitted ?? Infinity),
      'all JS emitted',
    ),
    cell(
      String(packages),
      goal.packages,
      packages <= (goal.packages ?? Infinity),
      'packages installed',
    ),
  ].join('  ')
  return { line, over }
}

function printTable(rows: readonly Row[]): string[] {
  const lines = rows.map(formatRow)
  console.log(
    [
      '',
      'bundlers: the packed packages in an app outside the workspace; min+gzip (-9) beyond React',
      `${'app'.padEnd(11)}  ${'bundler'.padEnd(8)}  before click  chunks    all JS emitted  packages`,
      ...lines.map((l) => l.line),
      `goals: before the first click ${kb(GOALS.evm.beforeClick)} (evm), ${kb(GOALS.multichain.beforeClick)} (multichain); ` +
        `all JS emitted ${kb(GOALS.evm.emitted ?? 0)} (evm); packages ${GOALS.evm.packages} (evm)`,
      '(chunks: loaded before the first click / emitted)',
      '',
    ].join('\n'),
  )
  return lines.flatMap((l) => l.over)
}

export async function main(args: readonly string[] = []): Promise<number> {
  const started = Date.now()
  const apps = pick(args, 'app', APPS)
  const bundlers = pick(args, 'bundler', Object.keys(BUNDLERS) as BundlerName[])
  const base = mkdtempSync(join(tmpdir(), 'walletport-bundlers-'))
  try {
    console.log(`bundlers: building and packing the packages into ${base}`)
    const tarballs = await packPackages(join(base, 'tarballs'))
    console.log('bundlers: installing the apps with npm')
    // the React baseline is built in the EVM app's folder, so that app is always installed
    const installed: AppName[] = apps.includes('evm') ? [...apps] : ['evm', ...apps]
    await Promise.all(installed.map((app) => installApp(app, join(base, app), tarballs)))
    const packages = Object.fromEntries(
      installed.map((app) => [app, countPackages(join(base, app))]),
    ) as Record<AppName, number>
    const over = printTable(await buildAll(base, apps, bundlers, packages))
    console.log(`bundlers: done in ${((Date.now() - started) / 1000).toFixed(0)} s`)
    if (over.length) console.error(`bundlers: over the goal: ${over.join('; ')}`)
    return over.length ? 1 : 0
  } finally {
    if (!args.includes('--keep')) rmSync(base, { recursive: true, force: true })
  }
}
