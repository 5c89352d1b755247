import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// The migration guides show their "after" apps by including real files (VitePress `<<<`), so
// a page cannot drift from code that compiles: each included file must exist and type-check
// against the packages' sources, and the AppKit guide's after-app is the example app that the
// examples' Chromium tests run (examples/test/appkitMigration.test.ts).
const DOCS = new URL('../', import.meta.url).pathname
const REPO = new URL('../../', import.meta.url).pathname
const PAGES = ['migration/from-appkit.md', 'migration/from-rainbowkit.md']

/** the files a page includes with `<<< @/path`, as absolute paths (`@` is docs/) */
export function includedFiles(markdown: string): string[] {
  return [...markdown.matchAll(/^<<< @\/(\S+?)(?:\{[^}]*\})?$/gm)].map((match) =>
    join(DOCS, match[1] as string),
  )
}

/** the TypeScript errors of these files, checked with the repository's own settings */
function typeErrors(files: string[]): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(REPO, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
      },
    },
  )
  if (!config) throw new Error('tsconfig.json could not be read')
  const program = ts.createProgram(files, config.options)
  return files.flatMap((file) => {
    const source = program.getSourceFile(file)
    if (!source) return [`${file}: not in the program`]
    return [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
    ].map((d) => {
      const line = d.start === undefined ? 0 : source.getLineAndCharacterOfPosition(d.start).line
      return `${file.slice(REPO.length)}:${line + 1} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`
    })
  })
}

const pages = Object.fromEntries(
  PAGES.map((page) => [page, readFileSync(join(DOCS, page), 'utf8')]),
) as Record<string, string>
const appkit = pages['migration/from-appkit.md'] as string

describe('the migration guides', () => {
  const files = PAGES.flatMap((page) => includedFiles(pages[page] as string))

  it('include their after-apps from files that exist', () => {
    const relative = files.map((file) => file.slice(REPO.length))
    expect(relative).toContain('examples/appkit-migration/src/App.tsx')
    expect(relative).toContain('docs/src/migration/rainbowkitAfter.tsx')
    expect(files.filter((file) => !existsSync(file))).toEqual([])
  })

  it('show only code that type-checks with the packages', { timeout: 240_000 }, () => {
    const example = join(REPO, 'examples/appkit-migration/src')
    const roots = [...new Set([...files, join(example, 'main.tsx')])]
    expect(typeErrors(roots)).toEqual([])
  })

  it('AppKit: the before file is whole, and each numbered step is in both files', () => {
    const before = /### Before: AppKit[\s\S]*?```tsx\n([\s\S]*?)```/.exec(appkit)?.[1] ?? ''
    const after = readFileSync(join(REPO, 'examples/appkit-migration/src/App.tsx'), 'utf8')
    for (const name of [
      'createAppKit({',
      'projectId',
      'networks',
      'metadata',
      'features: {',
      'themeMode',
      'themeVariables',
      '<appkit-button />',
      'useAppKit()',
      'useAppKitAccount()',
      'useAppKitNetwork()',
      'switchNetwork(',
      'useDisconnect()',
      'signMessageAsync(',
      'export function App()',
    ])
      expect(before, name).toContain(name)
    const steps = (text: string) => [...text.matchAll(/^\/\/ (\d)\. /gm)].map((m) => m[1])
    expect(steps(before)).toEqual(['1', '2', '3', '4', '5'])
    expect(steps(after)).toEqual(steps(before))
  })

  it('finds the includes of a page, with or without a language', () => {
    const text =
      'x\n<<< @/src/a.tsx\n<<< @/../examples/b/src/App.tsx{tsx}\n  <<< @/not-at-start.ts\n'
    expect(includedFiles(text)).toEqual([
      join(DOCS, 'src/a.tsx'),
      join(DOCS, '../examples/b/src/App.tsx'),
    ])
  })
})
