import { mkdirSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { EXAMPLES_DIR } from '../../scripts/exampleServer.js'
import { BUILDS_ENV } from './exampleBuild.js'

const ROOT = join(EXAMPLES_DIR, 'node_modules/.walletport-test-builds')

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * The examples project's global setup: one folder per run for the examples' production
 * builds, made on first use by whichever test file needs one (getExampleBuild), and removed
 * when the run ends. Test workers inherit the folder through the environment. Folders left by
 * runs that were killed are removed; those of runs still going are left alone.
 */
export default function setup(): () => void {
  mkdirSync(ROOT, { recursive: true })
  for (const name of readdirSync(ROOT)) {
    const pid = Number(/^(?:run|pid)-(\d+)$/.exec(name)?.[1])
    if (pid && !isAlive(pid)) rmSync(join(ROOT, name), { recursive: true, force: true })
  }
  const dir = join(ROOT, `run-${process.pid}`)
  mkdirSync(dir, { recursive: true })
  process.env[BUILDS_ENV] = dir
  return () => rmSync(dir, { recursive: true, force: true })
}
