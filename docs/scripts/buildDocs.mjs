// Builds the site: the API reference from the TSDoc (TypeDoc), the pages behind the sources'
// `Docs:` links, then VitePress. Run with `pnpm --filter @walletport/docs build`.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { collectDocsLinks, DOCS } from './docsLinks.mjs'
import { GENERATED_ROOTS, indexApiReference, planLinkPages } from './linkPages.mjs'

const bin = (name) => join(DOCS, 'node_modules/.bin', name)
const started = Date.now()

rmSync(join(DOCS, 'api'), { recursive: true, force: true })
execFileSync(bin('typedoc'), ['--logLevel', 'Error'], { cwd: DOCS, stdio: 'inherit' })

// the TSDoc's `Docs: /path` prefixes become links to the pages made below
const DOCS_PREFIX = /Docs: (\/[^\s,;)`"']*?)(\.?)(?=\s|$)/gm
for (const entry of readdirSync(join(DOCS, 'api'), { recursive: true })) {
  if (!String(entry).endsWith('.md')) continue
  const file = join(DOCS, 'api', String(entry))
  const text = readFileSync(file, 'utf8')
  const linked = text.replace(DOCS_PREFIX, (_, path, dot) => `[Docs: ${path}](${path})${dot}`)
  if (linked !== text) writeFileSync(file, linked)
}

for (const root of GENERATED_ROOTS) rmSync(join(DOCS, root), { recursive: true, force: true })
const pages = planLinkPages(collectDocsLinks(), indexApiReference())
for (const [path, markdown] of pages) {
  const file = join(DOCS, `${path.slice(1)}.md`)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, markdown)
}
console.log(`docs: ${pages.size} pages for the sources' Docs: links`)

execFileSync(bin('vitepress'), ['build', '.'], { cwd: DOCS, stdio: 'inherit' })
console.log(`docs: built in ${Math.round((Date.now() - started) / 1000)} s`)
