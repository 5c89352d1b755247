// Builds and packs every published package as `pnpm pack` publishes it, then checks each
// tarball with publint (strict) and Are the Types Wrong (ESM-only profile: we ship no CJS),
// and type-checks the built declaration files the way a strict app without @types/node does.
// Any message fails the run. Part of the test command.
import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { PUBLISHED_PACKAGES } from './publishedExports.mjs'

const run = promisify(execFile)
const root = fileURLToPath(new URL('../../', import.meta.url))
const bin = (name) => join(root, 'node_modules/.bin', name)
// pnpm as scripts/ensure-pnpm.sh left it: in .tools/ when it installed it there, else on PATH
const localPnpm = join(root, '.tools/node_modules/.bin/pnpm')
const pnpm = existsSync(localPnpm) ? localPnpm : 'pnpm'

async function buildAndPack(dir, destination) {
  const cwd = join(root, dir)
  rmSync(join(cwd, 'dist'), { recursive: true, force: true })
  try {
    await run(bin('tsc'), ['-p', 'tsconfig.build.json'], { cwd })
  } catch (error) {
    throw new Error(`${dir}: the build failed\n${error.stdout ?? error.message}`)
  }
  const before = new Set(readdirSync(destination))
  await run(pnpm, ['pack', '--pack-destination', destination], { cwd })
  const tarball = readdirSync(destination).find((file) => !before.has(file))
  if (!tarball) throw new Error(`${dir}: pnpm pack wrote no tarball`)
  return join(destination, tarball)
}

async function lintTarball(dir, tarball) {
  const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'))
  const bytes = readFileSync(tarball)
  const { messages, pkg } = await publint({
    pack: { tarball: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length) },
    strict: true,
  })
  const problems = messages.map((message) => `publint: ${formatMessage(message, pkg ?? manifest)}`)
  // a stylesheet has no types to resolve
  const stylesheets = Object.keys(manifest.exports).filter((subpath) => subpath.endsWith('.css'))
  const exclude = stylesheets.length > 0 ? ['--exclude-entrypoints', ...stylesheets] : []
  try {
    await run(bin('attw'), [
      tarball,
      '--profile',
      'esm-only',
      '--format',
      'ascii',
      '--no-color',
      ...exclude,
    ])
  } catch (error) {
    problems.push(`attw:\n${error.stdout ?? error.message}`)
  }
  return problems
}

/** A strict consumer: every built declaration file, no @types/node, no skipLibCheck. */
async function checkDeclarations() {
  const config = join(root, 'tsconfig.declarations.tmp.json')
  writeFileSync(
    config,
    JSON.stringify({
      extends: './tsconfig.base.json',
      compilerOptions: { types: [], skipLibCheck: false, customConditions: [], noEmit: true },
      include: PUBLISHED_PACKAGES.map((dir) => `${dir}/dist/**/*.d.ts`),
    }),
  )
  try {
    await run(bin('tsc'), ['-p', config], { cwd: root })
    return []
  } catch (error) {
    const lines = String(error.stdout)
      .split('\n')
      .filter((line) => line.includes('dist/'))
    return [`declarations need more than a strict app has:\n${lines.slice(0, 20).join('\n')}`]
  } finally {
    rmSync(config, { force: true })
  }
}

const destination = mkdtempSync(join(tmpdir(), 'walletport-pack-'))
const failures = []
try {
  // `node checkPackages.mjs core react-ui` checks only those
  const only = process.argv.slice(2)
  for (const dir of PUBLISHED_PACKAGES.filter((d) => only.length === 0 || only.includes(d))) {
    const tarball = await buildAndPack(dir, destination)
    const problems = await lintTarball(dir, tarball)
    console.log(`${dir}: ${problems.length === 0 ? 'publint and attw clean' : 'PROBLEMS'}`)
    for (const problem of problems) failures.push(`${dir}: ${problem}`)
  }
  failures.push(...(await checkDeclarations()))
} finally {
  rmSync(destination, { recursive: true, force: true })
}
if (failures.length > 0) {
  console.error(failures.join('\n'))
  process.exit(1)
}
console.log('packages: every packed package is clean')
