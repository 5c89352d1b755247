import { vi } from 'vitest'

/** An image the test settles: `onload` or `onerror` runs only when the test calls it. */
export type StubImage = { onload: (() => void) | null; onerror: (() => void) | null; src: string }

/**
 * Replaces the global Image (restore with `vi.unstubAllGlobals()`) with one that loads or
 * fails only when told to; returns every image made since, in order.
 */
export function stubImage(): StubImage[] {
  const images: StubImage[] = []
  vi.stubGlobal(
    'Image',
    class {
      onload: (() => void) | null = null
      onerror: (() => void) | null = null
      src = ''
      // a stub image is never decoded before the test says so
      complete = false
      naturalWidth = 0
      constructor() {
        images.push(this)
      }
    },
  )
  return images
}
