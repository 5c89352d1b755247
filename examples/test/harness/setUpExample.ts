import type { Page } from 'playwright-core'
import { afterAll, beforeAll, onTestFailed } from 'vitest'
import { openPage, type TestPage } from './browser.js'
import { type Environment, startEnvironment } from './environment.js'
import type { ExampleName } from './exampleServer.js'

export type ExampleSuite = {
  /** the running environment; read it inside a test or hook, never at import */
  readonly env: Environment
  /**
   * A fresh page (its own storage) on the example, closed after the file. When the test
   * fails, the page's uncaught and console errors are printed with it.
   */
  open(options?: { url?: string; init?: readonly (() => void)[] }): Promise<TestPage>
}

/**
 * The set-up every browser test file of an example shares: its chains, the production build
 * served on its own port and one Chromium, started before the file's tests and stopped after.
 */
export function setUpExample(example: ExampleName): ExampleSuite {
  let env: Environment | undefined
  const pages: TestPage[] = []

  beforeAll(async () => {
    env = await startEnvironment({ example })
  }, 300_000)

  afterAll(async () => {
    for (const page of pages) await page.close().catch(() => {})
    await env?.stop()
  })

  return {
    get env() {
      if (!env) throw new Error(`the ${example} environment has not started`)
      return env
    },
    async open({ url, init } = {}) {
      const { browser, url: home } = this.env
      const opened = await openPage(browser, url ?? home, init ? { init } : {})
      pages.push(opened)
      onTestFailed(() => {
        if (opened.errors.length) console.error(`page errors:\n${opened.errors.join('\n')}`)
      })
      return opened
    },
  }
}

/** the demo's navigation landmark, where its kit buttons sit */
export const demoNav = (page: Page) => page.getByRole('navigation', { name: 'Wallet' })

/** the kit's dialog, by its accessible name when one is given */
export const dialog = (page: Page, name?: string) =>
  name ? page.getByRole('dialog', { name }) : page.getByRole('dialog')
