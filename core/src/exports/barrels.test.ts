import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

// Issue 13: with code splitting, esbuild pulls the target of a named re-export
// (`export { x } from`) in a package's main barrel into the chunks a page loads first, even
// when only lazy code uses it; an `export *` target is bound to its users directly. So every
// package's main barrel (src/exports/index.ts) re-exports values only with `export *`; names
// that must be renamed or picked from a module live in indexNamed.ts beside it.

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/** The workspace's package main barrels: every `<package>/src/exports/index.ts`. */
function mainBarrels(): string[] {
  return readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .map((entry) => `${entry.name}/src/exports/index.ts`)
    .filter((path) => existsSync(`${ROOT}${path}`))
    .sort()
}

/**
 * The named re-exports of values in a module's text: `export { a, type B } from '...'` counts
 * (it has a value), `export type { B } from` and `export { type B } from` do not.
 */
function namedValueReExports(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')
  const found: string[] = []
  for (const match of code.matchAll(/export\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    const [, typeOnly, names = '', from] = match
    if (typeOnly) continue
    const values = names
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
    if (values.length) found.push(`{ ${values.join(', ')} } from '${from}'`)
  }
  return found
}

test('behavior: the check finds named value re-exports and lets the safe forms through', () => {
  expect(
    namedValueReExports(
      [
        "export * from './a.js'",
        "export type { A } from './a.js'",
        "export { type B, type C } from './b.js'",
        "// export { commented } from './c.js'",
        "export {\n  d,\n  type D,\n} from './d.js'",
        'export { e as f } from "./e.js"',
      ].join('\n'),
    ),
  ).toEqual(["{ d } from './d.js'", "{ e as f } from './e.js'"])
})

test('behavior: every package main barrel re-exports values only with export *', () => {
  const barrels = mainBarrels()
  // the seven published packages and adapters-wagmi at least: a path mistake finds none
  expect(barrels).toEqual(
    expect.arrayContaining([
      'adapters-bitcoin/src/exports/index.ts',
      'adapters-evm/src/exports/index.ts',
      'adapters-solana/src/exports/index.ts',
      'adapters-wagmi/src/exports/index.ts',
      'blockchain-api/src/exports/index.ts',
      'core/src/exports/index.ts',
      'react-ui/src/exports/index.ts',
    ]),
  )
  const offenders = barrels.flatMap((path) =>
    namedValueReExports(readFileSync(`${ROOT}${path}`, 'utf8')).map((e) => `${path}: ${e}`),
  )
  expect(offenders).toEqual([])
})
