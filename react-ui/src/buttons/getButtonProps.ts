import type { KitTheme } from '@walletport/core'
import type { CSSProperties } from 'react'
import type { LocaleDirection } from '../i18n/getLocaleDirection.js'
import { getThemeProps, type ThemeProps } from '../styles/getThemeProps.js'

/**
 * What each kit button puts on its element before the caller's props: a plain button's type
 * (a child passed with `asChild` keeps its own), our class and theme merged with the caller's
 * class and style (theirs win), the locale and its direction. Positional, as the buttons load
 * before the first click and option names would not minify.
 */
export function getButtonProps(
  theme: KitTheme | undefined,
  className: string | undefined,
  style: CSSProperties | undefined,
  asChild: boolean | undefined,
  locale: string,
  dir: LocaleDirection,
): ThemeProps & {
  className: string
  type: 'button' | undefined
  dir: LocaleDirection
  lang: string
} {
  const themeProps = getThemeProps(theme)
  return {
    ...themeProps,
    type: asChild ? undefined : 'button',
    className: className ? `wp-button ${className}` : 'wp-button',
    style: themeProps.style || style ? { ...themeProps.style, ...style } : undefined,
    dir,
    lang: locale,
  }
}
