import { execFile } from 'node:child_process'
import { existsSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const run = promisify(execFile)

export const ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** The published packages, in the order their imports flow. */
export const PACKAGES = [
  'blockchain-api',
  'core',
  'react-ui',
  'adapters-evm',
  'adapters-solana',
  'adapters-bitcoin',
] as const
export type PackageDir = (typeof PACKAGES)[number]

/** pnpm as the test command put it on PATH, else the copy scripts/ensure-pnpm.sh installs. */
function pnpmPath(): string {
  const local = join(ROOT, '.tools/node_modules/.bin/pnpm')
  return existsSync(local) ? local : 'pnpm'
}

/** Builds one package as it is published (tsc -p tsconfig.build.json into a clean dist/). */
async function buildPackage(dir: PackageDir): Promise<void> {
  const cwd = join(ROOT, dir)
  rmSync(join(cwd, 'dist'), { recursive: true, force: true })
  try {
    await run(join(ROOT, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.build.json'], { cwd })
  } catch (error) {
    // tsc emits despite type errors, and `pnpm typecheck` is the check for those; a build
    // that emitted nothing is what stops the bench
    if (!existsSync(join(cwd, 'dist/exports/index.js'))) throw error
    console.warn(`bundlers: ${dir} built with type errors (pnpm typecheck reports them)`)
  }
}

/**
 * Builds and packs every package (`pnpm pack`, which turns `workspace:^` into versions) into
 * `destination`, two at a time; returns each package's tarball by package name.
 */
export async function packPackages(destination: string): Promise<Map<string, string>> {
  const pack = async (dir: PackageDir) => {
    await buildPackage(dir)
    await run(pnpmPath(), ['pack', '--pack-destination', destination], { cwd: join(ROOT, dir) })
  }
  // a package's declarations are built against its dependencies' dist/: blockchain-api and
  // core first, one after the other, then the four that import them, two at a time
  const [first, second, ...rest] = PACKAGES
  await pack(first)
  await pack(second)
  const worker = async () => {
    for (let dir = rest.shift(); dir; dir = rest.shift()) await pack(dir)
  }
  await Promise.all([worker(), worker()])
  const tarballs = new Map<string, string>()
  for (const file of readdirSync(destination)) {
    // walletport-adapters-evm-0.0.0.tgz -> @walletport/adapters-evm
    const match = /^walletport-(.+)-\d+\.\d+\.\d+.*\.tgz$/.exec(file)
    if (match) tarballs.set(`@walletport/${match[1]}`, join(destination, file))
  }
  for (const dir of PACKAGES)
    if (!tarballs.has(`@walletport/${dir}`)) throw new Error(`no tarball for ${dir}`)
  return tarballs
}
