import { atom, type ReadableAtom, readonlyType } from 'nanostores'
import { InvalidThemeError } from '../errors/theme.js'
import type { KitTheme } from '../kit/kitOptions.js'

/** The theme the UI draws with: a mode when one is set (else the visitor's preference). */
export type ThemeState = Readonly<{
  mode: 'light' | 'dark' | undefined
  variables: Readonly<Record<string, string | number>>
}>

export type ThemeStore = {
  $theme: ReadableAtom<ThemeState>
  /**
   * A mode given replaces the mode; variables given are merged over the current ones. With
   * `replace`, the theme given is the whole theme (no mode: the visitor's preference).
   */
  set(theme: KitTheme, replace?: boolean): void
}

// a variable name ends up in a CSS custom property name (`--wp-<name>` or `--<name>`)
const VARIABLE_NAME = /^(--)?[a-zA-Z0-9-]+$/

function findIssues(theme: unknown): string[] {
  if (typeof theme !== 'object' || theme === null || Array.isArray(theme))
    return ['theme: expected an object']
  const { mode, variables } = theme as { mode?: unknown; variables?: unknown }
  const issues: string[] = []
  if (mode !== undefined && mode !== 'light' && mode !== 'dark')
    issues.push(`theme.mode: expected 'light' or 'dark', got ${JSON.stringify(mode)}`)
  if (variables === undefined) return issues
  if (typeof variables !== 'object' || variables === null || Array.isArray(variables))
    return [...issues, 'theme.variables: expected an object']
  for (const [name, value] of Object.entries(variables)) {
    if (!VARIABLE_NAME.test(name))
      issues.push(`theme.variables: name ${JSON.stringify(name)} may use only a-z, A-Z, 0-9 and -`)
    const ok = typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))
    if (!ok) issues.push(`theme.variables.${name}: expected a CSS value or a finite number`)
  }
  return issues
}

/** Throws InvalidThemeError listing every problem of a theme. */
function assertTheme(theme: unknown): asserts theme is KitTheme {
  const issues = findIssues(theme)
  if (issues.length > 0) throw new InvalidThemeError({ issues })
}

/** The kit's theme, from the `theme` option and changed at run time by `setTheme`. */
export function createThemeState(initial: KitTheme | undefined): ThemeStore {
  if (initial !== undefined) assertTheme(initial)
  const $theme = atom<ThemeState>({
    mode: initial?.mode,
    variables: { ...initial?.variables },
  })
  return {
    $theme: readonlyType($theme),
    set(theme, replace = false) {
      assertTheme(theme)
      if (replace) return $theme.set({ mode: theme.mode, variables: { ...theme.variables } })
      const current = $theme.get()
      $theme.set({
        mode: theme.mode ?? current.mode,
        variables: { ...current.variables, ...theme.variables },
      })
    },
  }
}
