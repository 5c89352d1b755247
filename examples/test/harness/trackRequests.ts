import type { Page, Request } from 'playwright-core'

export type RequestTracker = {
  /**
   * Resolves once no request of the page has been in flight for `quietMs` (Playwright's
   * 'networkidle' without a navigation: it holds for views shown in place); throws after
   * `timeoutMs`.
   */
  whenQuiet(quietMs?: number, timeoutMs?: number): Promise<void>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Follows the page's requests from now on, to wait for its network to fall quiet. */
export function trackRequests(page: Page): RequestTracker {
  const inFlight = new Set<Request>()
  let lastChange = Date.now()
  const started = (request: Request) => {
    inFlight.add(request)
    lastChange = Date.now()
  }
  const ended = (request: Request) => {
    inFlight.delete(request)
    lastChange = Date.now()
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  return {
    async whenQuiet(quietMs = 500, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline)
          throw new Error(`the page's network was not quiet within ${timeoutMs} ms`)
        await sleep(50)
      }
    },
  }
}
