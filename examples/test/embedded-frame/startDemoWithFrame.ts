import type { Frame, FrameLocator, Page } from 'playwright-core'
import { type EmbeddedFrame, startEmbeddedFrame } from '../../embedded-frame/start.js'
import { type Devnet, startDevnet } from '../../scripts/devnet.js'
import { type ExampleServer, startExampleServer } from '../harness/exampleServer.js'
import { freePort } from '../harness/freePort.js'
import { launchWithFrameStorage } from './launchWithFrameStorage.js'
import { readInboxCode } from './readInboxCode.js'
import { waitForFrameInPlace } from './waitForFrameInPlace.js'

export type DemoWithFrame = {
  devnet: Devnet
  frame: EmbeddedFrame
  server: ExampleServer
  browser: Awaited<ReturnType<typeof launchWithFrameStorage>>
  page: Page
  /** page errors and console errors, bar refused requests ("Failed to load resource") */
  errors: string[]
  /** the frame, for locating what it draws (the approval screen) */
  wallet(): FrameLocator
  /** the frame itself, for evaluating in it; throws while it is not on the page */
  walletFrame(): Frame
  /** clicks a button of the frame's approval screen once the frame is over the view's area */
  clickInFrame(name: string): Promise<void>
  /** the newest sign-in code the frame's dev inbox holds for `email` */
  readCode(email: string): Promise<string>
  close(): Promise<void>
}

export type StartDemoWithFrameParameters = {
  /** appended to the demo's address, such as `?lang=de` */
  search?: string
  /** run on the page before it loads, such as installing Playwright's clock */
  beforeLoad?: (page: Page) => Promise<void>
}

/**
 * The demo on 127.0.0.1 with the reference embedded-wallet frame on localhost (another
 * origin), over two anvil chains, in Chromium with third-party site data allowed (the frame
 * keeps its keys and session there). The page waits 30 s by default: the frame loads, gets
 * READY and answers across origins, slower than 15 s on a loaded machine.
 */
export async function startDemoWithFrame({
  search = '',
  beforeLoad,
}: StartDemoWithFrameParameters = {}): Promise<DemoWithFrame> {
  const port = await freePort()
  const [devnet, browser] = await Promise.all([startDevnet(), launchWithFrameStorage()])
  let frame: EmbeddedFrame | undefined
  let server: ExampleServer | undefined
  try {
    frame = await startEmbeddedFrame({
      allowedOrigins: [`http://127.0.0.1:${port}`],
      rpcUrls: { eip155: Object.fromEntries(devnet.nodes.map((n) => [n.chainId, n.rpcUrl])) },
    })
    server = await startExampleServer({
      example: 'demo',
      demo: { ...devnet.config, embeddedWalletUrl: frame.url },
      port,
    })
    const page = await browser.context.newPage()
    page.setDefaultTimeout(30_000)
    const errors = collectErrors(page)
    await beforeLoad?.(page)
    await page.goto(`${server.url}${search}`)
    return withHelpers({ devnet, frame, server, browser, page, errors })
  } catch (error) {
    // a failed start leaves no anvil, browser or server running behind the test file
    await browser.close()
    await Promise.all([server?.close(), frame?.close()])
    await devnet.stop()
    throw error
  }
}

function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(`console.error: ${message.text()}`)
  })
  return errors
}

function withHelpers(
  parts: Pick<DemoWithFrame, 'devnet' | 'frame' | 'server' | 'browser' | 'page' | 'errors'>,
): DemoWithFrame {
  const { devnet, frame, server, browser, page } = parts
  const wallet = () => page.frameLocator(`iframe[src^="${frame.origin}"]`)
  return {
    ...parts,
    wallet,
    walletFrame() {
      const found = page.frames().find((f) => f.url().startsWith(frame.origin))
      if (!found) throw new Error('the embedded frame is not on the page')
      return found
    },
    async clickInFrame(name) {
      const button = wallet().getByRole('button', { name })
      await button.waitFor()
      await waitForFrameInPlace(page, frame.origin)
      // after a resize (a full-page screenshot sets the viewport and back), Chromium routes a
      // click into a frame by the compositor's copy of the layout, which can lag the page's by
      // a frame or two: the click would land on the overlay, close the modal, abort the request
      await page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
          ),
      )
      await waitForFrameInPlace(page, frame.origin)
      await button.click()
    },
    readCode: (email) => readInboxCode(browser.context, frame.inboxUrl, email),
    async close() {
      await browser.close()
      await Promise.all([server.close(), frame.close()])
      await devnet.stop()
    },
  }
}
