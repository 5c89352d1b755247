import type { Kit } from '../kit/types.js'
import type { ThemeState } from '../stores/createThemeState.js'

export type GetThemeReturnType = ThemeState

/** Docs: /core/actions/getTheme. The kit's theme now: its mode (if set) and variables. */
export function getTheme(kit: Kit): GetThemeReturnType {
  return kit.$theme.get()
}
