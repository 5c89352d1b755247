// The sources' `Docs: /...` links: found in the comments of every package and example, and
// turned into the pages they name. A link's page is either written by hand in docs/ (the
// guides, the examples) or made here from the comments that cite it, one section per
// declaration, so a hover's link always lands on the text of the comment it came from.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

export const REPO = new URL('../../', import.meta.url).pathname
export const DOCS = new URL('../', import.meta.url).pathname
const SOURCE_ROOTS = [
  'blockchain-api/src',
  'core/src',
  'adapters-evm/src',
  'adapters-solana/src',
  'adapters-bitcoin/src',
  'adapters-wagmi/src',
  'react-ui/src',
  'examples',
]
const LINK = /Docs: (\/[^\s,;)"'`]*)/g
const DECLARATION =
  /^\s*export\s+(?:default\s+)?(?:declare\s+)?(?:abstract\s+)?(?:async\s+)?(?:function\*?|const|let|class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/

function listSourceFiles(dir) {
  const files = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.'))
      continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) files.push(...listSourceFiles(path))
    // test files hold links as fixtures (bad ones on purpose), not as documentation
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(path)
  }
  return files
}

/** "/core/actions/connect#x." -> { path: '/core/actions/connect', anchor: 'x' } */
export function parseLink(raw) {
  const link = raw.replace(/[.:]+$/, '')
  const [path = '', anchor] = link.split('#')
  return { link, path: path.replace(/\/+$/, '') || '/', anchor }
}

/** the comment lines (without their `*`, `//`) from the one holding the link to its end */
function readComment(lines, index) {
  const text = []
  const line = lines[index] ?? ''
  if (/^\s*\/\//.test(line)) {
    for (let i = index; i < lines.length && /^\s*\/\//.test(lines[i]); i++)
      text.push(lines[i].replace(/^\s*\/\/\s?/, ''))
    return { text, end: index + text.length - 1 }
  }
  let i = index
  for (; i < lines.length; i++) {
    text.push(lines[i].replace(/^\s*(\/\*\*|\*\/|\*)?\s?/, '').replace(/\s*\*\/\s*$/, ''))
    if (lines[i].includes('*/')) break
  }
  return { text, end: i }
}

/** Every `Docs:` link in the sources, with the declaration and comment it documents. */
export function collectDocsLinks() {
  const links = []
  for (const root of SOURCE_ROOTS) {
    for (const file of listSourceFiles(join(REPO, root))) {
      const lines = readFileSync(file, 'utf8').split('\n')
      lines.forEach((line, index) => {
        if (!/^\s*(\/\*\*|\*|\/\/)/.test(line)) return
        for (const match of line.matchAll(LINK)) {
          const { text, end } = readComment(lines, index)
          const next = lines.slice(end + 1, end + 4).find((l) => DECLARATION.test(l))
          const name = next?.match(DECLARATION)?.[1]
          const source = relative(REPO, file)
          const body = text
            .join('\n')
            .replace(`Docs: ${match[1]}`, '')
            .replace(/^\s*[.:]?\s*/, '')
            .trim()
          links.push({ ...parseLink(match[1]), raw: match[1], source, line: index + 1, name, body })
        }
      })
    }
  }
  return links
}

/** the hand-written page behind a path, if there is one */
export function handWrittenPage(path) {
  const base = join(DOCS, path === '/' ? 'index' : path.slice(1))
  for (const candidate of [`${base}.md`, join(base, 'index.md')])
    if (existsSync(candidate)) return candidate
  return undefined
}

/** the heading ids of a hand-written page: `{#id}` attributes and slugs of the headings */
export function headingIds(markdown) {
  const ids = new Set()
  for (const [, heading] of markdown.matchAll(/^#{1,6}\s+(.*)$/gm)) {
    const explicit = heading.match(/\{#([\w-]+)\}\s*$/)
    if (explicit) ids.add(explicit[1])
    else
      ids.add(
        heading
          .toLowerCase()
          .replace(/[^\w]+/g, '-')
          .replace(/^-|-$/g, ''),
      )
  }
  return ids
}
