import type { Locator } from 'playwright-core'
import { expect } from 'vitest'

/** Waits until the element's text matches (a string must be contained); fails after 10 s. */
export async function waitForText(
  locator: Locator,
  expected: string | RegExp,
  timeout = 10_000,
): Promise<void> {
  await expect
    .poll(async () => (await locator.textContent({ timeout })) ?? '', { timeout, interval: 50 })
    .toMatch(expected)
}
