'use client'
import { useStore } from '@nanostores/react'
import { type SetThemeParameters, setTheme, type ThemeState } from '@walletport/core'
import { useCallback } from 'react'
import { useKit } from './useKit.js'

export type UseThemeReturnType = ThemeState & {
  /**
   * Changes the kit's theme: a mode replaces the mode, variables merge (all replaced with
   * `replace`). Throws InvalidThemeError for a bad mode, name or value.
   */
  setTheme(theme: SetThemeParameters): void
}

/**
 * Docs: /react-ui/hooks/useTheme. The kit's theme (mode and variables), re-rendering when it
 * changes, and its setter; the buttons, modal and toast follow it at once.
 *
 * @example
 * const { mode, setTheme } = useTheme()
 * setTheme(themePresets.dark)
 */
export function useTheme(): UseThemeReturnType {
  const kit = useKit()
  const { mode, variables } = useStore(kit.$theme)
  const set = useCallback((theme: SetThemeParameters) => setTheme(kit, theme), [kit])
  return { mode, variables, setTheme: set }
}
