import type { Frame, Page } from 'playwright-core'
import { expect } from 'vitest'
import { saveScreenshot } from '../harness/screenshots.js'

/** `#abc` or `#aabbcc` as getComputedStyle writes it */
export function rgb(hex: string): string {
  const h = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1)
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}

/** the frame's theme mode and the colours its page is drawn in */
export function readFrameLook(frame: Frame) {
  return frame.evaluate(() => ({
    theme: document.documentElement.dataset.theme,
    background: getComputedStyle(document.body).backgroundColor,
    text: getComputedStyle(document.body).color,
  }))
}

/** the modal's own colours, to hold the frame's against */
export function readModalLook(page: Page) {
  return page.getByRole('dialog').evaluate((dialog) => ({
    theme: dialog.getAttribute('data-theme') ?? undefined,
    background: getComputedStyle(dialog).backgroundColor,
    text: getComputedStyle(dialog).color,
  }))
}

const SIZES = [
  { label: 'desktop', width: 1024, height: 800 },
  { label: '390', width: 390, height: 844 },
] as const

/**
 * Saves `<name>-<desktop|390>-<light|dark>.png` of the page with the frame on it, each once the
 * frame has followed the visitor's colour scheme (the app sets no mode: the host resends the
 * theme when the scheme changes) and draws in the modal's colours; then restores the page.
 */
export async function shootFrameSizes(page: Page, frame: Frame, name: string): Promise<void> {
  const before = page.viewportSize()
  for (const size of SIZES)
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width: size.width, height: size.height })
      await page.emulateMedia({ colorScheme: scheme })
      await expect.poll(async () => (await readFrameLook(frame)).theme).toBe(scheme)
      const modal = await readModalLook(page)
      const look = await readFrameLook(frame)
      expect({ background: look.background, text: look.text }).toEqual({
        background: modal.background,
        text: modal.text,
      })
      await saveScreenshot(page, `${name}-${size.label}-${scheme}`)
    }
  if (before) await page.setViewportSize(before)
  await page.emulateMedia({ colorScheme: null })
}
