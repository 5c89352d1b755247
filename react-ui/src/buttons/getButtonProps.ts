import type { KitTheme } from '@walletport/core'
import type { CSSProperties } from 'react'
import { getThemeProps, type ThemeProps } from '../styles/getThemeProps.js'

/** Our class and theme merged with the caller's class and style (theirs win). */
export function getButtonProps(
  theme: KitTheme | undefined,
  className: string | undefined,
  style: CSSProperties | undefined,
): ThemeProps & { className: string } {
  const themeProps = getThemeProps(theme)
  return {
    ...themeProps,
    className: className ? `wp-button ${className}` : 'wp-button',
    style: themeProps.style || style ? { ...themeProps.style, ...style } : undefined,
  }
}
