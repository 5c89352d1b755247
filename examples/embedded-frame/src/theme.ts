/** `accent` and `--wp-accent` both name the variable `--wp-accent`, as in the modal */
function toVariableName(name: string): string {
  return name.startsWith('--') ? name : `--wp-${name}`
}

/**
 * SYNC_THEME: the modal's mode and theme variables on the frame's root, which carries
 * `data-wp` like the modal's, so the modal's stylesheet draws both the same. Each message is the
 * whole theme: the variables of the last one are dropped first.
 */
export function applyTheme(
  root: HTMLElement,
  mode: 'light' | 'dark',
  variables: Readonly<Record<string, string | number>> = {},
): void {
  root.dataset.theme = mode
  for (const property of [...root.style])
    if (property.startsWith('--')) root.style.removeProperty(property)
  // setProperty ignores a value that is not valid CSS, so a bad value cannot break the page;
  // names and lengths were checked with the message (messages.ts)
  for (const [name, value] of Object.entries(variables))
    root.style.setProperty(toVariableName(name), String(value))
}
