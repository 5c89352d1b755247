import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/**
 * What makes a test file need a module graph of its own: module mocks and resets, stubbed
 * globals or timers, a DOM registered on the global object, or the explicit marker
 * `vitest: isolated` (a file that checks what the process has loaded so far).
 */
const NEEDS_ISOLATION =
  /vi\.(mock|doMock|resetModules|stubGlobal|stubEnv|useFakeTimers)\(|GlobalRegistrator|@vitest-environment|vitest: isolated/
/**
 * The same, where a file's DOM comes from its `@vitest-environment` line (react-ui's): vitest
 * sets that environment up and tears it down for each file, module graph shared or not
 */
const NEEDS_ISOLATION_WITH_DOM =
  /vi\.(mock|doMock|resetModules|stubGlobal|stubEnv|useFakeTimers)\(|GlobalRegistrator|vitest: isolated/

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
export function listIsolatedTests(root: string, { domEnvironments = false } = {}): string[] {
  const needsIsolation = domEnvironments ? NEEDS_ISOLATION_WITH_DOM : NEEDS_ISOLATION
  return ['src', 'test']
    .flatMap((dir) => {
      try {
        return listTestFiles(join(root, dir))
      } catch {
        return []
      }
    })
    .filter((file) => needsIsolation.test(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file))
}
