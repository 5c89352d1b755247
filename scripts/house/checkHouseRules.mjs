// The house rules of issue 16, checked on every library package's shipped source (tests,
// fixtures, message catalogues, keyed and packed, and export indexes left out): no file over
// 300 lines and no function over 80 lines, a factory closure counting as one function from its
// first line to its last. Prints each file or function over its limit; exits 1 when there is one.
// Run: `node scripts/house/checkHouseRules.mjs`.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const ts = createRequire(new URL('../../core/package.json', import.meta.url))('typescript')
const PACKAGES = [
  'blockchain-api',
  'core',
  'adapters-evm',
  'adapters-wagmi',
  'adapters-solana',
  'adapters-bitcoin',
  'react-ui',
]
const MAX_FILE_LINES = 300
const MAX_FUNCTION_LINES = 80
const LEFT_OUT = [
  /\.test\.tsx?$/,
  /\/test\//,
  /\.d\.ts$/,
  /\/i18n\/([^/]+\/(modal|buttons|packed)|modalKeys)\.ts$/,
  /\/exports\/[^/]+\.ts$/,
]

const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', ...PACKAGES.map((p) => `${p}/src`)],
  {
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((f) => /\.tsx?$/.test(f) && !LEFT_OUT.some((re) => re.test(f)) && existsSync(f))

const over = []
for (const file of files) {
  const text = readFileSync(file, 'utf8')
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
  if (lines > MAX_FILE_LINES) over.push(`${file}: ${lines} lines (at most ${MAX_FILE_LINES})`)
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart()).line
      const last = source.getLineAndCharacterOfPosition(node.end).line
      const length = last - first + 1
      if (length > MAX_FUNCTION_LINES)
        over.push(
          `${file}:${first + 1}: a function of ${length} lines (at most ${MAX_FUNCTION_LINES})`,
        )
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
}

for (const line of over) console.log(line)
console.log(`house rules: ${files.length} files read, ${over.length} over a limit`)
process.exitCode = over.length ? 1 : 0
