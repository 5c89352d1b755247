import type { KitTheme } from '@walletport/core'
import type { CSSProperties } from 'react'

export type ThemeProps = {
  'data-wp': ''
  'data-theme': 'light' | 'dark' | undefined
  style: CSSProperties | undefined
}

/** `accent` and `--wp-accent` both name the variable `--wp-accent` */
function toVariableName(name: string): string {
  return name.startsWith('--') ? name : `--wp-${name}`
}

/**
 * The attributes every root element of ours carries: the marker the stylesheet scopes its
 * defaults to, the theme mode (the visitor's preference when none is set) and the kit's
 * variable overrides.
 */
export function getThemeProps(theme: KitTheme | undefined): ThemeProps {
  const variables = theme?.variables
  const style = variables
    ? (Object.fromEntries(
        Object.entries(variables).map(([name, value]) => [toVariableName(name), value]),
      ) as CSSProperties)
    : undefined
  return { 'data-wp': '', 'data-theme': theme?.mode, style }
}
