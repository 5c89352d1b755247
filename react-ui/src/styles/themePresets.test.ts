import { readFileSync } from 'node:fs'
import { getTheme, setTheme } from '@walletport/core'
import { expect, test } from 'vitest'
import { createTestKit } from '../test/createTestKit.js'
import { themePresets } from './themePresets.js'

const css = readFileSync(new URL('./walletport.css', import.meta.url), 'utf8')

/** `--wp-name: value;` declarations of the block whose selector is `selector` */
function declarations(selector: string): Record<string, string> {
  const start = css.indexOf(selector)
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start))
  return Object.fromEntries(
    [...body.matchAll(/--wp-([a-z-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2]?.trim()]),
  )
}

/** WCAG 2 contrast ratio of two #rgb / #rrggbb colours */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const h = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1)
    const [r, g, bl] = [0, 2, 4].map((i) => {
      const c = Number.parseInt(h.slice(i, i + 2), 16) / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    }) as [number, number, number]
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

test('default: light and dark are the stylesheet defaults, so a preset can undo another', () => {
  const light = declarations(':where([data-wp]) {')
  const dark = declarations(':where([data-wp][data-theme="dark"])')
  for (const [name, value] of Object.entries(themePresets.light.variables))
    expect(light[name], name).toBe(value)
  for (const [name, value] of Object.entries(themePresets.dark.variables))
    expect(dark[name], name).toBe(value)
})

test('default: every preset sets the same variables, each one the stylesheet uses', () => {
  const names = Object.keys(themePresets.light.variables).sort()
  for (const preset of Object.values(themePresets)) {
    expect(Object.keys(preset.variables).sort()).toEqual(names)
    for (const name of names) expect(css).toContain(`var(--wp-${name})`)
  }
})

test.each(Object.entries(themePresets))('behavior: %s keeps WCAG AA contrast', (_, preset) => {
  const v = preset.variables
  for (const fg of [v.text, v['text-muted'], v.accent, v.success, v.error])
    for (const bg of [v.bg, v.surface, v['surface-hover']])
      expect(contrast(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5)
  expect(contrast(v['accent-text'], v.accent)).toBeGreaterThanOrEqual(4.5)
  // the focus ring is a control's outline: 3:1 against the background (WCAG 1.4.11)
  expect(contrast(v.focus, v.bg)).toBeGreaterThanOrEqual(3)
})

test('behavior: each preset is a valid theme that setTheme applies whole over another', () => {
  const { kit } = createTestKit()
  for (const preset of Object.values(themePresets)) {
    setTheme(kit, preset)
    expect(getTheme(kit)).toEqual(preset)
  }
})
