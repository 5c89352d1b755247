// Makes the pages behind the `Docs:` links that no hand-written page answers. Only package
// paths (/core/..., /react-ui/...) are made here; any other path (an example, a guide) needs
// its page written by hand, and test/links.test.ts fails until it is.
import { existsSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { DOCS, handWrittenPage } from './docsLinks.mjs'

export const GENERATED_ROOTS = [
  'blockchain-api',
  'core',
  'adapters-evm',
  'adapters-solana',
  'adapters-bitcoin',
  'adapters-wagmi',
  'react-ui',
]

/** name -> site path of its API reference page (api/ must have been generated) */
export function indexApiReference(dir = join(DOCS, 'api')) {
  const pages = new Map()
  if (!existsSync(dir)) return pages
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.name.endsWith('.md') && entry.name !== 'index.md') {
        const name = entry.name.slice(0, -3)
        if (!pages.has(name)) pages.set(name, `/${relative(DOCS, path).slice(0, -3)}`)
      }
    }
  }
  walk(dir)
  return pages
}

// comment text is prose with code spans: outside the spans, `<` and `{` would be read by
// VitePress as HTML or Vue, so they are escaped
function escapeProse(text) {
  return text
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 ? part : part.replace(/</g, '&lt;').replace(/\{\{/g, '&#123;&#123;')))
    .join('')
}

function section(entry, api) {
  const title = entry.name ?? entry.source.split('/').pop()
  const id = entry.anchor ?? entry.name
  const lines = [`## ${title}${id ? ` {#${id}}` : ''}`, '']
  if (entry.body) lines.push(escapeProse(entry.body), '')
  const reference = entry.name && api.get(entry.name)
  lines.push(
    `Source: \`${entry.source}\`${reference ? ` · API reference: [${entry.name}](${reference})` : ''}`,
    '',
  )
  return lines.join('\n')
}

/**
 * The pages to write: site path -> markdown, for every link path under a package root that has
 * no hand-written page. One section per cited declaration, in source order.
 */
export function planLinkPages(links, api = new Map()) {
  const byPath = new Map()
  for (const entry of links) {
    const root = entry.path.split('/')[1]
    if (!GENERATED_ROOTS.includes(root) || handWrittenPage(entry.path)) continue
    if (!byPath.has(entry.path)) byPath.set(entry.path, [])
    byPath.get(entry.path).push(entry)
  }
  const pages = new Map()
  for (const [path, entries] of byPath) {
    const seen = new Set()
    const sections = entries
      .filter((entry) => {
        const key = `${entry.anchor ?? ''}|${entry.name ?? entry.source}`
        if (seen.has(key)) return false
        seen.add(key)
        return true
      })
      .map((entry) => section(entry, api))
    const [, pkg, ...rest] = path.split('/')
    pages.set(
      path,
      [
        `# ${rest.join('/') || pkg}`,
        '',
        `Notes from the sources of \`@walletport/${pkg}\` that link here. The [API reference](/api/) has every public export; the [guides](/guide/getting-started) show how the parts fit.`,
        '',
        ...sections,
      ].join('\n'),
    )
  }
  return pages
}

/** the heading ids a generated page will have */
export function plannedIds(markdown) {
  return new Set([...markdown.matchAll(/\{#([\w$-]+)\}$/gm)].map((m) => m[1]))
}
