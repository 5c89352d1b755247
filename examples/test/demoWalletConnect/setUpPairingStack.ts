import { startRelay, type TestRelay } from '@walletport/core/test'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, onTestFailed } from 'vitest'
import { type Devnet, startDevnet } from '../../scripts/devnet.js'
import { getPhoneWalletConfig } from '../../scripts/phoneWalletConfig.js'
import { launchChromium } from '../harness/browser.js'
import { type ExampleServer, startExampleServer } from '../harness/exampleServer.js'

export type PairingStack = {
  devnet: Devnet
  relay: TestRelay
  browser: Browser
  /** the page under test: the demo or the multichain example, with WalletConnect on */
  site: ExampleServer
  /** the demo phone wallet: a real WalletKit wallet in a page of its own */
  phone: ExampleServer
  /**
   * A page of the site in a browser context of its own (closed after the file), with a 30 s
   * default timeout; its page errors (and, with `console`, its console errors and warnings)
   * are printed when the test fails.
   */
  openSite(
    path: string,
    options?: Parameters<Browser['newContext']>[0],
    logConsole?: boolean,
  ): Promise<{ page: Page; context: BrowserContext; errors: string[] }>
  /** runs after the file, before the stack stops (newest first) */
  onClose(close: () => Promise<void>): void
}

export type SetUpPairingStackParameters = {
  example: 'demo' | 'multichain'
  /** whether the site links to the phone wallet's page (the demo's custom wallet) */
  linkPhoneWallet?: boolean
}

/**
 * Registers, for the calling test file, what every WalletConnect browser test runs on: two
 * anvil chains, a local relay, chromium, the demo phone wallet's page and the site under test
 * pointed at that relay. The returned object is filled in once beforeAll has run.
 */
export function setUpPairingStack({
  example,
  linkPhoneWallet = false,
}: SetUpPairingStackParameters): PairingStack {
  const closing: (() => Promise<void>)[] = []
  const stack = {
    onClose: (close: () => Promise<void>) => void closing.push(close),
    openSite: async (path, options, logConsole = false) => {
      const context = await stack.browser.newContext(options)
      closing.push(() => context.close())
      context.setDefaultTimeout(30_000)
      const page = await context.newPage()
      const errors: string[] = []
      const logged: string[] = []
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      if (logConsole)
        page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning')
            logged.push(message.text())
        })
      onTestFailed(() => {
        if (errors.length) console.error(`${example} page errors:\n${errors.join('\n')}`)
        if (logged.length) console.error(`${example} page console:\n${logged.join('\n')}`)
      })
      await page.goto(`${stack.site.url}${path}`)
      return { page, context, errors }
    },
  } as PairingStack

  beforeAll(async () => {
    ;[stack.devnet, stack.relay, stack.browser] = await Promise.all([
      startDevnet(),
      startRelay(),
      launchChromium(),
    ])
    stack.phone = await startExampleServer({
      example: 'phone-wallet',
      demo: getPhoneWalletConfig(stack.devnet.config, stack.relay.url),
    })
    stack.site = await startExampleServer({
      example,
      demo: {
        ...stack.devnet.config,
        relayUrl: stack.relay.url,
        ...(linkPhoneWallet && { phoneWalletUrl: stack.phone.url }),
      },
    })
  }, 300_000)

  afterAll(async () => {
    for (const close of closing.reverse()) await close().catch(() => {})
    await stack.site?.close()
    await stack.phone?.close()
    await stack.browser?.close()
    await stack.relay?.close()
    await stack.devnet?.stop()
  })
  return stack
}
