import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildExample, type ReactVersion } from '../../scripts/buildExample.js'
import { EXAMPLES_DIR, type ExampleName } from '../../scripts/exampleServer.js'

/** Where the test run's builds live; the examples project's global setup sets one per run. */
export const BUILDS_ENV = 'WALLETPORT_EXAMPLE_BUILDS'

function buildsRoot(): string {
  return (
    process.env[BUILDS_ENV] ??
    join(EXAMPLES_DIR, 'node_modules/.walletport-test-builds', `pid-${process.pid}`)
  )
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The production build (vite build) of one example, made once per test run and shared by
 * every test file: the first file to ask builds it while holding a lock (an atomic mkdir),
 * the others wait for its marker. Pages get their demo configuration when served (see
 * startExampleServer), so one build serves every file's own chains.
 */
export async function getExampleBuild(
  example: ExampleName,
  react: ReactVersion = 19,
): Promise<string> {
  const dir = join(buildsRoot(), react === 19 ? example : `${example}-react${react}`)
  const done = join(dir, '.built')
  const failed = join(dir, '.failed')
  mkdirSync(buildsRoot(), { recursive: true })
  let owner = false
  try {
    mkdirSync(dir)
    owner = true
  } catch {}
  if (owner) {
    try {
      await buildExample({ example, outDir: join(dir, 'dist'), react })
      writeFileSync(done, '')
    } catch (error) {
      writeFileSync(failed, String(error))
      throw error
    }
  } else {
    // a cold build on a loaded 2-core machine takes tens of seconds
    const deadline = Date.now() + 300_000
    while (!existsSync(done)) {
      if (existsSync(failed)) throw new Error(`the ${example} example failed to build`)
      if (Date.now() > deadline) throw new Error(`the ${example} example build never finished`)
      await sleep(200)
    }
  }
  return join(dir, 'dist')
}
