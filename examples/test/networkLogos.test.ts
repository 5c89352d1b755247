import type { Browser, BrowserContext, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, expect, onTestFailed, test } from 'vitest'
import { launchChromium } from './harness/browser.js'
import { checkView } from './harness/checkView.js'
import { type ExampleServer, startExampleServer } from './harness/exampleServer.js'
import { shootSizes } from './harness/shootSizes.js'
import { waitForText } from './harness/wait.js'

// network logos in the default example (Ethereum, Arbitrum, Solana, Bitcoin): none is asked
// for before the first click; then the network button, the Networks view and the Account
// view show the catalogue's marks
let server: ExampleServer | undefined
let browser: Browser | undefined
const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

beforeAll(async () => {
  ;[server, browser] = await Promise.all([
    startExampleServer({ example: 'default' }),
    launchChromium(),
  ])
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

/**
 * Runs in the page before its scripts: an EIP-6963 wallet on Ethereum with one account, as
 * an extension announces itself; it switches chains when asked and refuses anything else.
 */
function installLogoTestWallet(address: string) {
  let chainId = '0x1'
  const listeners = new Map<string, Set<(value: unknown) => void>>()
  const emit = (event: string, value: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(value)
  }
  const provider = {
    async request({ method, params }: { method: string; params?: unknown[] }) {
      if (method === 'eth_chainId') return chainId
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [address]
      if (method === 'wallet_switchEthereumChain') {
        chainId = (params?.[0] as { chainId?: string } | undefined)?.chainId ?? chainId
        emit('chainChanged', chainId)
        return null
      }
      if (method === 'wallet_revokePermissions') return null
      throw Object.assign(new Error(`${method} is not supported`), { code: 4200 })
    },
    on(event: string, listener: (value: unknown) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
    },
    removeListener(event: string, listener: (value: unknown) => void) {
      listeners.get(event)?.delete(listener)
    },
  }
  const info = {
    uuid: '6c1b3b4e-7c42-4d7e-9d39-4f7ad0a1e001',
    name: 'Logo Test Wallet',
    icon: `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#444"/></svg>')}`,
    rdns: 'org.walletport.logotest',
  }
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    )
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}

/** the public RPC the catalogue's networks name, answered here: a zero for every call */
async function answerRpc(route: Route) {
  const body = route.request().postDataJSON() as { id: number } | { id: number }[] | null
  const answer = (call: { id: number }) => ({ jsonrpc: '2.0', id: call.id, result: '0x0' })
  await route.fulfill({
    contentType: 'application/json',
    body: JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body ?? { id: 0 })),
  })
}

/** the logo chunk's requests so far, by the browser's resource timing */
const logoChunks = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /\/networkLogos-[\w-]+\.js$/.test(name)),
  )

test('behavior: network logos load after the first click and show wherever a network is shown', async () => {
  if (!browser || !server) throw new Error('the environment did not start')
  const context: BrowserContext = await browser.newContext({
    viewport: { width: 1024, height: 800 },
  })
  try {
    context.setDefaultTimeout(30_000)
    await context.route((url) => url.hostname !== '127.0.0.1', answerRpc)
    await context.addInitScript(installLogoTestWallet, ADDRESS)
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
    onTestFailed(() => {
      if (errors.length) console.error(`page errors:\n${errors.join('\n')}`)
    })
    await page.goto(server.url)
    const nav = page.getByRole('navigation', { name: 'Wallet' })
    await nav.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    await page.waitForLoadState('networkidle')
    expect(await logoChunks(page)).toEqual([])

    await nav.getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: /Logo Test Wallet/ })
      .click()
    await waitForText(page.getByRole('main'), ADDRESS)
    await page.getByRole('dialog').waitFor({ state: 'hidden' })

    // the network button shows the mark once the modal has been open
    const networkButton = nav.getByRole('button', { name: 'Network: Ethereum' })
    await networkButton.locator('.wp-logo[data-state="loaded"] img').waitFor()
    await networkButton.click()
    const networks = page.getByRole('dialog', { name: 'Choose Network' })
    const rows = networks.getByRole('list').getByRole('button')
    await expect.poll(() => rows.count()).toBe(4)
    await expect
      .poll(() =>
        rows.evaluateAll((buttons) =>
          buttons.map((button) => {
            const logo = button.querySelector('.wp-logo')
            const name = button.querySelector('.wp-wallet-name')?.textContent
            return `${name}: ${logo?.getAttribute('data-state')}`
          }),
        ),
      )
      .toEqual([
        'Ethereum: loaded',
        'Arbitrum One: loaded',
        // the Solana and Bitcoin networks have catalogue marks too (a network without one
        // shows its monogram: NetworkLogo's unit test)
        'Solana: loaded',
        'Bitcoin: loaded',
      ])
    expect((await logoChunks(page)).length).toBeGreaterThan(0)
    await checkView(page, 'network-logos-1-networks')
    await shootSizes(page, 'network-logos-networks')

    await page.keyboard.press('Escape')
    await nav.getByRole('button', { name: /^Account:/ }).click()
    const account = page.getByRole('dialog', { name: 'Account' })
    await account
      .getByRole('button', { name: /Ethereum/ })
      .locator('.wp-logo[data-state="loaded"] img')
      .waitFor()
    await checkView(page, 'network-logos-2-account')
    expect(errors).toEqual([])
  } finally {
    await context.close()
  }
}, 120_000)
