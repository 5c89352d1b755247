// Diffs the spec's message catalogue (SPEC section 8: every quoted message and every alert
// title) against the code and the UI: each must appear in a source file or a message
// catalogue, or be listed in core/SPEC-COVERAGE.md with the reason our design has no place
// for it. Run alone with: pnpm vitest run core/src/features/specMessages
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const specPath = process.env.SPEC_PATH ?? resolve(root, '../shared/SPEC.md')
const SOURCES = [
  'core/src',
  'blockchain-api/src',
  'react-ui/src',
  'adapters-evm/src',
  'adapters-solana/src',
  'adapters-bitcoin/src',
]

/** the quoted messages and the alert titles of section 8 */
function specMessages(spec: string): string[] {
  const start = spec.indexOf('## 8.')
  const end = spec.indexOf('## 9.')
  const section = spec.slice(start, end)
  const quoted = [...section.matchAll(/'([^']+)'/g)].map((m) => m[1] ?? '')
  const titles = [...section.matchAll(/^\| ([A-Z_]+) \| ([^|]+) \|/gm)]
    .filter((m) => m[1] !== 'Alert')
    .map((m) => (m[2] ?? '').trim())
  return [...new Set([...quoted, ...titles])]
}

function sourceText(): string {
  const parts: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
        parts.push(readFileSync(path, 'utf8'))
    }
  }
  for (const dir of SOURCES) walk(resolve(root, dir))
  return parts.join('\n')
}

/** the spec's placeholders ('N seconds', '...') stand for what the code fills in */
function needle(message: string): string {
  return message.replace(/\.\.\.$/, '').replace(' N seconds', '')
}

test('every message and alert of SPEC section 8 is in the code or the UI catalogue', () => {
  // the spec is not in the repository: it sits in ../shared beside the checkout
  if (!existsSync(specPath))
    throw new Error(
      `SPEC.md is not at ${specPath}; put ../shared beside the checkout or set SPEC_PATH`,
    )
  const spec = readFileSync(specPath, 'utf8')
  const messages = specMessages(spec)
  // the catalogue is not empty: a moved heading must fail this test, not pass it
  expect(messages.length).toBeGreaterThan(40)
  const code = sourceText()
  const coverage = readFileSync(resolve(root, 'core/SPEC-COVERAGE.md'), 'utf8')
  const missing = messages.filter(
    (message) => !code.includes(needle(message)) && !coverage.includes(`'${message}'`),
  )
  expect(missing).toEqual([])
})
