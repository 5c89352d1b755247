import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, join } from 'node:path'
import type { DemoConfig } from '../../demo/demoConfig.js'
import { EXAMPLES_DIR } from '../../scripts/exampleServer.js'
import { BUILDS_ENV } from '../harness/exampleBuild.js'
import { freePort } from '../harness/freePort.js'

const APP_DIR = join(EXAMPLES_DIR, 'nextjs')
const NEXT_BIN = join(
  createRequire(join(APP_DIR, 'package.json')).resolve('next/package.json'),
  '../dist/bin/next',
)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** `.next-test/<run>`: Next keeps its build inside the app, one folder per test run */
function distDir(): string {
  const run = process.env[BUILDS_ENV] ? basename(process.env[BUILDS_ENV]) : `pid-${process.pid}`
  return join('.next-test', run)
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** builds (and locks) of runs that ended; those of runs still going are left alone */
function removeStaleBuilds() {
  const root = join(APP_DIR, '.next-test')
  if (!existsSync(root)) return
  for (const name of readdirSync(root)) {
    const pid = Number(/^(?:run|pid)-(\d+)(?:\.lock)?$/.exec(name)?.[1])
    if (pid && !isAlive(pid)) rmSync(join(root, name), { recursive: true, force: true })
  }
}

function run(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [NEXT_BIN, ...args], {
    cwd: APP_DIR,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', WALLETPORT_NEXT_DIST: distDir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

/**
 * `next build` of examples/nextjs (webpack), once per test run: the first caller builds
 * holding a lock (an atomic mkdir), the others wait for its marker. About a minute on 2
 * cores.
 */
export async function getNextBuild(): Promise<void> {
  const dir = join(APP_DIR, distDir())
  const lock = `${dir}.lock`
  const done = join(lock, 'built')
  const failed = join(lock, 'failed')
  mkdirSync(join(APP_DIR, '.next-test'), { recursive: true })
  let owner = false
  try {
    mkdirSync(lock)
    owner = true
  } catch {}
  if (!owner) {
    const deadline = Date.now() + 600_000
    while (!existsSync(done)) {
      if (existsSync(failed)) throw new Error('the nextjs example failed to build')
      if (Date.now() > deadline) throw new Error('the nextjs example build never finished')
      await sleep(250)
    }
    return
  }
  removeStaleBuilds()
  const child = run(['build', '--webpack'], {})
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) {
    writeFileSync(failed, output)
    throw new Error(`next build failed (${code}):\n${output.slice(-4000)}`)
  }
  // Next writes next-env.d.ts pointing into this run's build folder; the workspace's own
  // typecheck covers the app, so the generated file goes rather than dangle after cleanup
  rmSync(join(APP_DIR, 'next-env.d.ts'), { force: true })
  writeFileSync(done, '')
}

export type NextServer = { url: string; close(): Promise<void> }

/** `next start` of the build on 127.0.0.1, with the test's chains in WALLETPORT_DEMO. */
export async function startNextServer({ demo }: { demo: DemoConfig }): Promise<NextServer> {
  await getNextBuild()
  const port = await freePort()
  const child = run(['start', '--hostname', '127.0.0.1', '--port', String(port)], {
    WALLETPORT_DEMO: JSON.stringify(demo),
  })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}/`
  const close = async () => {
    if (child.exitCode === null) child.kill('SIGTERM')
    await exited
  }
  const deadline = Date.now() + 60_000
  while (true) {
    if (child.exitCode !== null) throw new Error(`next start exited:\n${output}`)
    try {
      if ((await fetch(url)).ok) return { url, close }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await close()
      throw new Error(`next start did not answer within 60 s:\n${output}`)
    }
    await sleep(100)
  }
}
