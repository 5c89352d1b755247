import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// What a package ships is read by people who have only the package: its README, CHANGELOG and
// sources (comments in editor hovers, the .md files beside the code). None may send them to
// the repository's own design notes (SPEC.md, DESIGN.md, ...), which are not published.
const REPO = new URL('../../', import.meta.url).pathname
const PACKAGES = [
  'blockchain-api',
  'core',
  'adapters-evm',
  'adapters-wagmi',
  'adapters-solana',
  'adapters-bitcoin',
  'react-ui',
]
/** "SPEC section 7", "(SPEC sections 4, 5)", "SPEC.md", "DESIGN.md", "TESTING.md"... */
const CITATION =
  /\bSPEC(?:\.md)?\s+sections?\b|\bSPEC\.md\b|\bDESIGN\.md\b|\bTESTING\.md\b|\bSTYLE\.md\b/

/** The files of `src/` a package publishes: its `files` leave out tests and test helpers. */
function shippedSources(dir: string): string[] {
  const files: string[] = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== 'test' && entry.name !== 'node_modules')
        files.push(...shippedSources(path))
    } else if (!/\.test\.tsx?$/.test(entry.name) && !path.endsWith('/src/exports/test.ts'))
      files.push(path)
  }
  return files
}

function shippedFiles(name: string): string[] {
  const root = join(REPO, name)
  const top = readdirSync(root).filter((file) => /^(README|CHANGELOG)\.md$/.test(file))
  return [...top.map((file) => join(root, file)), ...shippedSources(join(root, 'src'))]
}

/** `path:line text` for every line that cites an unpublished file */
export function findCitations(path: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) => (CITATION.test(line) ? [`${path}:${i + 1} ${line.trim()}`] : []))
}

describe('the published files', () => {
  const files = PACKAGES.flatMap(shippedFiles)

  it('are read: each README, the .md files beside the sources, and the sources', () => {
    const relative = files.map((file) => file.slice(REPO.length))
    for (const name of PACKAGES) expect(relative).toContain(`${name}/README.md`)
    expect(relative).toContain('core/src/embedded/PROTOCOL.md')
    expect(relative).toContain('core/src/kit/createKit.ts')
    expect(relative.some((file) => file.endsWith('.css'))).toBe(true)
    expect(relative.filter((file) => /\.test\.tsx?$/.test(file))).toEqual([])
  })

  it('cite no unpublished file (SPEC, DESIGN...): they say the rule itself', () => {
    const found = files.flatMap((file) =>
      findCitations(file.slice(REPO.length), readFileSync(file, 'utf8')),
    )
    expect(found).toEqual([])
  })

  it('the check finds each form of citation, and leaves other words alone', () => {
    const text = [
      'Typed clients of SPEC section 7.',
      'talk (SPEC sections 4, 5, 7).',
      'see DESIGN.md',
      'as SPEC.md says',
      'const SPEC_SWAP_NETWORKS = []',
      'RFC 3339 section 5.6',
    ].join('\n')
    expect(findCitations('x.md', text)).toEqual([
      'x.md:1 Typed clients of SPEC section 7.',
      'x.md:2 talk (SPEC sections 4, 5, 7).',
      'x.md:3 see DESIGN.md',
      'x.md:4 as SPEC.md says',
    ])
  })
})
