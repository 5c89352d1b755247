/** The provider's window, opened blank in the click and pointed at the page once it is known. */
export type OnrampWindow = {
  navigate(url: string): void
  close(): void
}

/**
 * Docs: /core/actions/openOnramp. Opens a blank window for the on-ramp provider; call it
 * synchronously in the click (pop-up blockers, Safari above all, refuse a window opened after
 * an await). Undefined when the browser refused it or there is no window (server, tests).
 */
export function openOnrampWindow(): OnrampWindow | undefined {
  const opened = (globalThis as { open?: Window['open'] }).open?.('', '_blank')
  if (!opened) return undefined
  // no 'noopener' (the handle would be null and the kit could not tell a blocked window):
  // the opener link is cut by hand before the provider's page loads instead
  try {
    opened.opener = null
  } catch {
    // some browsers make opener read-only on a fresh window; the page is still ours to navigate
  }
  return {
    navigate(url) {
      opened.location.href = url
    },
    close() {
      opened.close()
    },
  }
}
