import type { Page } from 'playwright-core'

/**
 * Waits until the embedded wallet's frame lies exactly over the approval view's area. The kit
 * moves the frame there on the next animation frame after the area moves (the modal
 * re-centres when the frame's height or the viewport changes); Playwright checks that a
 * button inside the frame is stable in the frame's own coordinates only, so a click sent
 * before the move lands on the page behind it, closes the modal and aborts the request.
 */
export async function waitForFrameInPlace(page: Page, frameOrigin: string): Promise<void> {
  await page.waitForFunction((origin) => {
    const frame = document.querySelector(`iframe[src^="${origin}"]`)
    const area = document.querySelector('.wp-approve-frame')
    if (!frame || !area) return false
    const a = frame.getBoundingClientRect()
    const b = area.getBoundingClientRect()
    return a.top === b.top && a.left === b.left && a.width === b.width && a.height === b.height
  }, frameOrigin)
}
