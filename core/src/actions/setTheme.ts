import type { KitTheme } from '../kit/kitOptions.js'
import type { Kit } from '../kit/types.js'

export type SetThemeParameters = KitTheme & {
  /** the theme given is the whole theme: variables not in it are dropped, no mode follows the visitor */
  replace?: boolean
}

/**
 * Docs: /core/actions/setTheme. Changes the kit's theme at run time: a mode replaces the mode,
 * variables are merged over the current ones (all replaced with `replace`). Throws
 * InvalidThemeError for a mode other than light or dark, a value that is not a string or a
 * finite number, or a name with characters outside a-z, A-Z, 0-9 and -.
 *
 * @example
 * setTheme(kit, { mode: 'dark', variables: { accent: '#0a7d38' } })
 */
export function setTheme(kit: Kit, parameters: SetThemeParameters): void {
  // checked by the store, which throws the typed error for anything but an object
  kit._internal.theme.set(parameters, parameters?.replace === true)
}
