import { themePresets } from '@walletport/react-ui'
import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { checkView } from './harness/checkView.js'
import { saveScreenshot } from './harness/screenshots.js'
import { setUpExample } from './harness/setUpExample.js'
import { waitForText } from './harness/wait.js'

// issue 19 item 6 in the demo's production build: each theme preset applied at run time (the
// demo's Theme select calls useTheme's setTheme), the Connect and Account views drawn with its
// colours, and axe (its default rules include color-contrast, WCAG AA) finding no violation
const suite = setUpExample('demo')
const PRESETS = Object.keys(themePresets) as (keyof typeof themePresets)[]
const LABELS = { light: 'Light', dark: 'Dark', highContrast: 'High contrast', sepia: 'Sepia' }

const nav = (page: Page) => page.getByRole('navigation', { name: 'Wallet' })

/** '#fff' or '#ffffff' as the browser computes it: 'rgb(255, 255, 255)' */
function rgb(hex: string): string {
  const h = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1)
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}

/** picks a preset in the demo's Theme select (the modal closed: the page is inert under it) */
async function pickPreset(page: Page, name: keyof typeof themePresets) {
  await page.getByLabel('Preset').selectOption({ label: LABELS[name] })
}

/** the open dialog carries the preset's mode and draws its background */
async function expectThemed(page: Page, name: keyof typeof themePresets) {
  const dialog = page.getByRole('dialog')
  const preset = themePresets[name]
  expect(await dialog.getAttribute('data-theme')).toBe(preset.mode)
  expect(await dialog.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe(
    rgb(preset.variables.bg),
  )
  // the view's first control has focus, ringed in the theme's colour (not the page's)
  const ring = await page.waitForFunction(() => {
    const focused = document.activeElement
    return (
      focused?.matches('[role=dialog] :focus-visible') && getComputedStyle(focused).outlineColor
    )
  })
  expect(await ring.jsonValue()).toBe(rgb(preset.variables.focus))
}

/** axe on the view, and a screenshot at desktop size and on a 390 px phone */
async function checkThemedView(page: Page, view: string, name: keyof typeof themePresets) {
  await page.setViewportSize({ width: 1024, height: 800 })
  await checkView(page, `theme-${name}-${view}-desktop`)
  await page.setViewportSize({ width: 390, height: 844 })
  await checkView(page, `theme-${name}-${view}-390`)
  await page.setViewportSize({ width: 1024, height: 800 })
}

test('behavior: every preset keeps Connect and Account readable (axe, color-contrast included)', async () => {
  const t = await suite.open()
  const { page } = t
  await page.setViewportSize({ width: 1024, height: 800 })

  // Connect, in each preset
  for (const name of PRESETS) {
    await pickPreset(page, name)
    const trigger = nav(page).getByRole('button', { name: 'Connect Wallet' })
    // the page's button follows the theme at once, before the modal loads
    expect(await trigger.getAttribute('data-theme')).toBe(themePresets[name].mode)
    // by keyboard, so the focused control shows its focus ring
    await trigger.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor()
    await expectThemed(page, name)
    await checkThemedView(page, 'connect', name)
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
  }

  // connected and signed in, then Account in each preset
  await nav(page).getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Walletport Demo Wallet/ })
    .click()
  await page
    .getByRole('dialog', { name: 'Sign In' })
    .getByRole('button', { name: 'Sign', exact: true })
    .click()
  await waitForText(page.getByTestId('session'), 'Signed in as')
  for (const name of PRESETS) {
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await pickPreset(page, name)
    await nav(page)
      .getByRole('button', { name: /^Account:/ })
      .focus()
    await page.keyboard.press('Enter')
    await page.getByRole('dialog', { name: 'Account' }).waitFor()
    await expectThemed(page, name)
    await checkThemedView(page, 'account', name)
    await page.keyboard.press('Escape')
  }
  await saveScreenshot(page, 'theme-page-last')
}, 300_000)
