import { readFileSync } from 'node:fs'
import { MODAL_ANIMATION, MODAL_SHAKE_TIME, MODAL_WIDTH, THEME_BACKGROUND } from '@walletport/core'
import { expect, test } from 'vitest'

const css = readFileSync(new URL('./walletport.css', import.meta.url), 'utf8')

/** the declarations of the first block whose selector contains `selector` */
function block(selector: string): string {
  const start = css.indexOf(selector)
  expect(start, selector).toBeGreaterThan(-1)
  return css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start))
}

test('default: the timings, width and themes of SPEC section 9 are variables, as core has them', () => {
  // the stylesheet cannot import core's constants: it is held to them here
  const defaults = block(':where([data-wp]) {')
  expect(defaults).toContain(`--wp-duration-header: ${MODAL_ANIMATION.header}ms;`)
  expect(defaults).toContain(`--wp-duration-height: ${MODAL_ANIMATION.height}ms;`)
  expect(defaults).toContain(`--wp-duration-view: ${MODAL_ANIMATION.view}ms;`)
  expect(defaults).toContain(`--wp-duration-shake: ${MODAL_SHAKE_TIME}ms;`)
  expect(defaults).toContain(`--wp-width: ${MODAL_WIDTH}px;`)
  expect(defaults).toContain(`--wp-bg: ${THEME_BACKGROUND.light};`)
  expect(block(':where([data-wp][data-theme="dark"])')).toContain(
    `--wp-bg: ${THEME_BACKGROUND.dark};`,
  )
})

test('behavior: each animation uses its variable', () => {
  expect(block('.wp-header-text {')).toContain('var(--wp-duration-header)')
  expect(block('.wp-body {')).toContain('height var(--wp-duration-height)')
  expect(block('.wp-view {')).toContain('var(--wp-duration-view)')
  expect(block('.wp-modal[data-shake] {')).toContain('wp-shake var(--wp-duration-shake)')
})

test('behavior: reduced motion turns every animation and the height transition off', () => {
  const reduced = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'))
  expect(reduced).toContain('--wp-duration-height: 0ms;')
  for (const selector of ['.wp-modal[data-shake]', '.wp-header-text', '.wp-view', '.wp-toast'])
    expect(reduced).toContain(selector)
  expect(reduced).toMatch(/\.wp-body \{\s*transition: none;/)
})
