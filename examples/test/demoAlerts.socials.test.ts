import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type DemoWithFrame, startDemoWithFrame } from './embedded-frame/startDemoWithFrame.js'
import { checkView } from './harness/checkView.js'
import { shootSizes } from './harness/shootSizes.js'

// SPEC section 8's SOCIALS_TIMEOUT in a real browser: the demo with the reference embedded
// frame, a social login whose popup reaches the provider and never comes back. The page's
// clock (Playwright's, installed before the page loads) jumps past the 30 s the kit waits for
// the popup's redirect, so the kit's own timer fires: no option shortens it (SPEC section 9
// gives the 30 s as a constant, not a setting)
let demo: DemoWithFrame
let page: Page

beforeAll(async () => {
  // the clock goes in before the page's scripts: the kit's timers run on it, at normal speed
  // until told
  demo = await startDemoWithFrame({ beforeLoad: (p) => p.clock.install() })
  page = demo.page
}, 300_000)

afterAll(async () => {
  await demo?.close()
})

test('behavior: SOCIALS_TIMEOUT: the social popup never comes back within 30 s', async () => {
  await page
    .getByRole('navigation', { name: 'Wallet' })
    .getByRole('button', { name: 'Connect Wallet' })
    .click()
  const opened = page.waitForEvent('popup')
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'Continue with Google' })
    .click()
  const popup = await opened
  // the provider's sign-in page is up; the visitor never continues there
  await popup.getByRole('button', { name: /Continue as Test User/ }).waitFor()
  await page
    .getByRole('dialog', { name: 'Social Login' })
    .getByText('Continue in the Google window')
    .waitFor()
  // no alert while the window is open; the page's clock then jumps past the kit's 30 s (the
  // wait began when the window opened, a few real seconds ago on a loaded machine, so a jump
  // to just under 30 s could not prove "not yet")
  expect(await page.getByRole('dialog').getByRole('alert').count()).toBe(0)
  await page.clock.fastForward(31_000)
  const alert = page.getByRole('dialog').getByRole('alert')
  await alert.waitFor()
  expect(await alert.getAttribute('data-alert')).toBe('SOCIALS_TIMEOUT')
  expect(await alert.locator('.wp-alert-title').textContent()).toBe('Invalid App Configuration')
  expect(await alert.locator('.wp-alert-description').textContent()).toBe(
    'The embedded wallet failed to load. Verify that this domain is allowed for the project.',
  )
  // the kit closed the provider's window it had opened
  await expect.poll(() => popup.isClosed(), { timeout: 5_000 }).toBe(true)
  await checkView(page, 'alert-socials-timeout')
  await shootSizes(page, 'alert-socials-timeout')
  await alert.getByRole('button', { name: 'Dismiss' }).click()
  await alert.waitFor({ state: 'detached' })
  // the modal is usable again: the social buttons are back
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: 'Continue with Google' })
    .waitFor()
  expect(demo.errors).toEqual([])
}, 120_000)
