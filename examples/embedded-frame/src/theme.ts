// the host's theme variables this frame understands, by the end of their name, so a kit's
// prefix (`--wp-accent`, `--x-font-family`) does not matter
const VARIABLES: readonly [suffix: string, property: string][] = [
  ['accent', '--frame-accent'],
  ['font-family', '--frame-font-family'],
  ['border-radius-master', '--frame-border-radius'],
  ['border-radius', '--frame-border-radius'],
]

/** SYNC_THEME: the light or dark palette, and the host's accent, font and corner radius. */
export function applyTheme(
  root: HTMLElement,
  mode: 'light' | 'dark',
  variables: Readonly<Record<string, string | number>> = {},
): void {
  root.dataset.theme = mode
  for (const [, property] of VARIABLES) root.style.removeProperty(property)
  for (const [name, value] of Object.entries(variables)) {
    const key = name
      .replace(/^-+/, '')
      .replace(/([a-z])([A-Z])/g, '$1-$2')
      .toLowerCase()
    const match = VARIABLES.find(([suffix]) => key === suffix || key.endsWith(`-${suffix}`))
    // setProperty ignores a value that is not valid CSS, so a bad value cannot break the page
    if (match) root.style.setProperty(match[1], typeof value === 'number' ? `${value}px` : value)
  }
}
