import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: the build scripts are plain ESM JavaScript, run by node without a build
import { collectDocsLinks, handWrittenPage, headingIds } from '../scripts/docsLinks.mjs'
// @ts-expect-error: as above
import { planLinkPages, plannedIds } from '../scripts/linkPages.mjs'

type DocsLink = {
  link: string
  raw: string
  path: string
  anchor: string | undefined
  source: string
  line: number
}

const links: DocsLink[] = collectDocsLinks()
const generated: Map<string, string> = planLinkPages(links)

/** why a link lands nowhere, or undefined when it lands on a page (and its anchor) */
function findProblem({ path, anchor }: DocsLink): string | undefined {
  if (!/^\/[a-z][\w-]*(\/[\w.-]+)*$/i.test(path)) return `malformed path ${path}`
  const file: string | undefined = handWrittenPage(path)
  const page = file ? readFileSync(file, 'utf8') : generated.get(path)
  if (page === undefined) return `no page at ${path}`
  if (anchor === undefined) return undefined
  const ids: Set<string> = file ? headingIds(page) : plannedIds(page)
  return ids.has(anchor) ? undefined : `no heading #${anchor} on ${path}`
}

describe("the sources' Docs: links", () => {
  it('finds the links of every package and example', () => {
    // about 300 today; a scan that finds almost none has stopped reading the sources
    expect(links.length).toBeGreaterThan(250)
    const packages = new Set(links.map((link) => link.source.split('/')[0]))
    expect([...packages].sort()).toEqual([
      'adapters-bitcoin',
      'adapters-evm',
      'adapters-solana',
      'adapters-wagmi',
      'blockchain-api',
      'core',
      'examples',
      'react-ui',
    ])
  })

  it('each lands on a page of the site, at its anchor', () => {
    const problems = links
      .map((link) => ({ link, problem: findProblem(link) }))
      .filter(({ problem }) => problem)
      .map(({ link, problem }) => `${link.source}:${link.line} Docs: ${link.raw}: ${problem}`)
    expect(problems).toEqual([])
  })

  it('reports a link with no page', () => {
    const missing = {
      link: '/examples/nowhere',
      raw: '/examples/nowhere',
      path: '/examples/nowhere',
      anchor: undefined,
      source: 'x.ts',
      line: 1,
    }
    expect(findProblem(missing)).toBe('no page at /examples/nowhere')
    const badAnchor = {
      ...links.find((link) => link.path === '/examples/demo')!,
      anchor: 'nothing-here',
    }
    expect(findProblem(badAnchor)).toBe('no heading #nothing-here on /examples/demo')
    expect(findProblem({ ...missing, path: '/core/errors"' })).toMatch(/^malformed path/)
  })
})
