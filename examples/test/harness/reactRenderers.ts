import type { Page } from 'playwright-core'

/** a React renderer on the page, as it registers with the devtools hook */
export type ReactRenderer = { version: string; bundleType: number }

declare global {
  interface Window {
    seenReactRenderers?: ReactRenderer[]
  }
}

/**
 * Runs in the page before its scripts (an `init` of openPage): stands in for the React
 * DevTools hook, with which React's renderer registers on load, telling its version and its
 * build (bundleType 0 for production, 1 for development). Read them with readReactRenderers.
 */
export function installReactHook(): void {
  const seen: ReactRenderer[] = []
  window.seenReactRenderers = seen
  Object.assign(window, {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      isDisabled: false,
      renderers: new Map(),
      inject({ version, bundleType }: ReactRenderer) {
        seen.push({ version, bundleType })
        return 1
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      setStrictMode() {},
    },
  })
}

/** installReactHook on a page of its own, before it loads */
export async function watchReactRenderers(page: Page): Promise<void> {
  await page.addInitScript(installReactHook)
}

/** the renderers that registered since the page loaded (see watchReactRenderers) */
export function readReactRenderers(page: Page): Promise<ReactRenderer[]> {
  return page.evaluate(() => window.seenReactRenderers ?? [])
}
