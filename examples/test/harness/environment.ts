import type { Browser } from 'playwright-core'
import type { ReactVersion } from '../../scripts/buildExample.js'
import { type Devnet, startDevnet } from '../../scripts/devnet.js'
import { launchChromium } from './browser.js'
import { type ExampleName, type ExampleServer, startExampleServer } from './exampleServer.js'

export type Environment = {
  devnet: Devnet
  server: ExampleServer
  browser: Browser
  url: string
  stop(): Promise<void>
}

/**
 * What one browser test file needs: its own two anvil chains, the example's production build
 * served on its own port (127.0.0.1) with the chains given to the page, and one chromium.
 * Whatever started is stopped again when a later step fails.
 */
export async function startEnvironment({
  example,
  react,
}: {
  example: ExampleName
  /** the React the page is built with (19 by default) */
  react?: ReactVersion
  /** @deprecated the build is shared by every file of the run; kept so callers need no change */
  cacheKey?: string
}): Promise<Environment> {
  const stops: (() => Promise<void>)[] = []
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => {})
  }
  try {
    const [devnet, browser] = await Promise.allSettled([startDevnet(), launchChromium()])
    if (devnet.status === 'fulfilled') stops.push(() => devnet.value.stop())
    if (browser.status === 'fulfilled') stops.push(() => browser.value.close())
    if (devnet.status === 'rejected') throw devnet.reason
    if (browser.status === 'rejected') throw browser.reason
    const server = await startExampleServer({ example, demo: devnet.value.config, react })
    stops.push(() => server.close())
    return { devnet: devnet.value, server, browser: browser.value, url: server.url, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
