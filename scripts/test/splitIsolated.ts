import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/**
 * What makes a test file need a module graph of its own: module mocks and resets, stubbed
 * globals or timers, a DOM registered on the global object, or the explicit marker
 * `vitest: isolated` (a file that checks what the process has loaded so far).
 */
const NEEDS_ISOLATION =
  /vi\.(mock|doMock|resetModules|stubGlobal|stubEnv|useFakeTimers)\(|GlobalRegistrator|vitest: isolated/
/** a DOM named by the file's docblock: vitest sets it up and tears it down for each file */
const DOM_ENVIRONMENT = /@vitest-environment/

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
  // a package whose files name their DOM (react-ui) shares the graph across them; elsewhere a
  // DOM is a reason to isolate the file
  const needsIsolation = (text: string) =>
    NEEDS_ISOLATION.test(text) || (!domEnvironments && DOM_ENVIRONMENT.test(text))
  return ['src', 'test']
    .flatMap((dir) => {
      try {
        return listTestFiles(join(root, dir))
      } catch {
        return []
      }
    })
    .filter((file) => needsIsolation(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file))
}
