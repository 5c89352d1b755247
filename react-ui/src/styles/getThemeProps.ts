import { useStore } from '@nanostores/react'
import type { KitTheme } from '@walletport/core'
import type { CSSProperties } from 'react'
import { useKitContext } from '../provider/KitContext.js'

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
 * variable overrides. Roots take the theme from `useKitTheme`, so `setTheme` re-renders them.
 */
export function getThemeProps(theme: KitTheme | undefined): ThemeProps {
  const entries = Object.entries(theme?.variables ?? {})
  const style =
    entries.length > 0
      ? (Object.fromEntries(
          entries.map(([name, value]) => [toVariableName(name), value]),
        ) as CSSProperties)
      : undefined
  return { 'data-wp': '', 'data-theme': theme?.mode, style }
}

/** The kit's theme now (`kit.$theme`), re-rendering the caller when `setTheme` changes it. */
export function useKitTheme(): KitTheme {
  return useStore(useKitContext().kit.$theme)
}
