import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { findA11yViolations } from './axe.js'
import { saveScreenshot } from './screenshots.js'

/** Keeps a screenshot of the view as an artifact, then asserts axe finds no violation on it. */
export async function checkView(page: Page, name: string): Promise<void> {
  await saveScreenshot(page, name)
  expect(await findA11yViolations(page), `axe violations on the ${name} view`).toEqual([])
}
