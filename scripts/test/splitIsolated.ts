import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/**
 * What makes a test file need a module graph of its own: module mocks and resets, a DOM
 * registered on the global object, or the explicit marker `vitest: isolated` (a file that
 * checks what the process has loaded so far, or stubs a global that a module reads as it
 * loads). Stubbed globals, environment variables and fake timers are put back after each file
 * (restoreAfterFile.ts), and a DOM named in a file's docblock is set up and torn down by
 * vitest for each file, so neither needs a graph of its own.
 */
const NEEDS_ISOLATION = /vi\.(mock|doMock|resetModules)\(|GlobalRegistrator|vitest: isolated/

function listTestFiles(dir: string): string[] {
  const found: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) found.push(...listTestFiles(path))
    else if (/\.test\.tsx?$/.test(entry.name)) found.push(path)
  }
  return found
}

/**
 * A package's test files that must run isolated, relative to its root. The others share one
 * module graph per worker: importing the sources again for each of hundreds of small files
 * was most of the unit tests' time.
 */
export function listIsolatedTests(root: string): string[] {
  return ['src', 'test']
    .flatMap((dir) => {
      try {
        return listTestFiles(join(root, dir))
      } catch {
        return []
      }
    })
    .filter((file) => NEEDS_ISOLATION.test(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file))
}
