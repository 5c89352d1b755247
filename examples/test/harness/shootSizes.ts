import type { Page } from 'playwright-core'
import { saveScreenshot } from './screenshots.js'

const SIZES = [
  { label: 'desktop', width: 1024, height: 800 },
  { label: '390', width: 390, height: 844 },
] as const

/**
 * Saves `<name>-<desktop|390>-<light|dark>.png`: the page as it is now, at desktop size and on a
 * 390 px phone, in both color schemes; puts the page back to its size and scheme afterwards.
 */
export async function shootSizes(page: Page, name: string): Promise<string[]> {
  const before = page.viewportSize()
  const paths: string[] = []
  for (const size of SIZES)
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width: size.width, height: size.height })
      // no colour transition running into the shot or the contrast check
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' })
      paths.push(await saveScreenshot(page, `${name}-${size.label}-${scheme}`))
    }
  if (before) await page.setViewportSize(before)
  await page.emulateMedia({ colorScheme: null, reducedMotion: null })
  return paths
}
