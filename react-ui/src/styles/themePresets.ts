import type { KitTheme } from '@walletport/core'

type Palette = Readonly<{
  bg: string
  surface: string
  'surface-hover': string
  text: string
  'text-muted': string
  border: string
  accent: string
  'accent-text': string
  focus: string
  success: string
  error: string
  overlay: string
}>

export type ThemePreset = Readonly<{ mode: 'light' | 'dark'; variables: Palette }>
export type ThemePresetName = 'light' | 'dark' | 'highContrast' | 'sepia'

/**
 * Docs: /react-ui/themes. Four themes for `setTheme` or the `theme` option. Each sets the same
 * colour variables, so applying one over another leaves nothing of the first behind. Text,
 * muted text, accent, success and error keep WCAG AA contrast (4.5:1) on the background, the
 * surface and the hovered surface; `examples/test/themes.test.ts` checks the modal with axe.
 *
 * @example
 * setTheme(kit, themePresets.sepia)
 */
export const themePresets: Readonly<Record<ThemePresetName, ThemePreset & KitTheme>> = {
  // the stylesheet's defaults, spelled out so that they can replace another preset
  light: {
    mode: 'light',
    variables: {
      bg: '#fff',
      surface: '#f3f4f4',
      'surface-hover': '#e8eaea',
      text: '#141414',
      'text-muted': '#5c6163',
      border: '#e4e7e7',
      accent: '#0b63d6',
      'accent-text': '#fff',
      focus: '#0b63d6',
      success: '#0f773d',
      error: '#c62828',
      overlay: 'rgb(0 0 0 / 0.45)',
    },
  },
  dark: {
    mode: 'dark',
    variables: {
      bg: '#121313',
      surface: '#1f2121',
      'surface-hover': '#2a2d2d',
      text: '#f4f5f5',
      'text-muted': '#a3a9ab',
      border: '#2c2f2f',
      accent: '#5ea1ff',
      'accent-text': '#0b0c0c',
      focus: '#8dbcff',
      success: '#5fd08e',
      error: '#ff7b7b',
      overlay: 'rgb(0 0 0 / 0.6)',
    },
  },
  // black and white with a yellow accent and white borders: every edge visible (7:1 or more)
  highContrast: {
    mode: 'dark',
    variables: {
      bg: '#000',
      surface: '#141414',
      'surface-hover': '#2b2b2b',
      text: '#fff',
      'text-muted': '#e6e6e6',
      border: '#fff',
      accent: '#ffd60a',
      'accent-text': '#000',
      focus: '#ffd60a',
      success: '#7cf29a',
      error: '#ff9c9c',
      overlay: 'rgb(0 0 0 / 0.8)',
    },
  },
  // warm paper and brown ink, for reading sites and evening use
  sepia: {
    mode: 'light',
    variables: {
      bg: '#f7f0e4',
      surface: '#ede3d1',
      'surface-hover': '#e3d6bf',
      text: '#2b2118',
      'text-muted': '#5f4c39',
      border: '#d6c6a9',
      accent: '#8c3a10',
      'accent-text': '#fff',
      focus: '#8c3a10',
      success: '#2e6a1e',
      error: '#a3241a',
      overlay: 'rgb(43 33 24 / 0.5)',
    },
  },
}
