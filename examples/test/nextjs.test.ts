import { formatAddressForDisplay } from '@walletport/core'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, onTestFailed, test } from 'vitest'
import { type Devnet, startDevnet } from '../scripts/devnet.js'
import { launchChromium, openPage, type TestPage } from './harness/browser.js'
import { type NextServer, startNextServer } from './nextjs/nextApp.js'

// vitest: long (a `next build` first): queued before the other browser tests
// examples/nextjs: the App Router app built with `next build` and served by `next start`.
// The button sits in a server page; the connection is rendered on the server from the kit's
// cookie, and the browser hydrates the same markup
let devnet: Devnet
let browser: Browser
let server: NextServer
const pages: TestPage[] = []

beforeAll(async () => {
  ;[devnet, browser] = await Promise.all([startDevnet(), launchChromium()])
  server = await startNextServer({ demo: devnet.config })
}, 600_000)

afterAll(async () => {
  for (const page of pages) await page.close().catch(() => {})
  await server?.close()
  await browser?.close()
  await devnet?.stop()
})

/** the HTML the server renders for this browser context's cookies, before any script */
async function serverHtml(t: TestPage): Promise<string> {
  const cookie = (await t.context.cookies(server.url)).map((c) => `${c.name}=${c.value}`).join('; ')
  const response = await fetch(server.url, { headers: { cookie } })
  expect(response.status).toBe(200)
  return response.text()
}

test('default: connect in a server page, the reload is rendered connected on the server, disconnect', {
  timeout: 120_000,
}, async () => {
  const t = await openPage(browser, server.url)
  pages.push(t)
  const { page, errors } = t
  onTestFailed(async () => {
    if (errors.length) console.error(`page errors:\n${errors.join('\n')}`)
    // biome-ignore lint/performance/useDomNodeTextContent: playwright's Locator.innerText
    console.error(`page text:\n${await page.locator('body').innerText()}`)
  })
  const nav = page.getByRole('navigation', { name: 'Wallet' })
  const shown = formatAddressForDisplay(devnet.address)
  expect(await serverHtml(t)).toContain('Connect Wallet')

  await nav.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Walletport Demo Wallet/ })
    .click()
  await nav.getByRole('button', { name: /^Account:/ }).waitFor()
  await page.getByRole('dialog').waitFor({ state: 'hidden' })

  // the server now renders the account from the cookie: no "Connect Wallet" flash
  const html = await serverHtml(t)
  expect(html).toContain(shown)
  expect(html).toContain('data-state="connected"')
  expect(html).not.toContain('Connect Wallet')
  const first = await page.goto(server.url)
  expect(await first?.text()).toContain(shown)
  await nav.getByRole('button', { name: /^Account:/ }).waitFor()
  await nav.getByRole('button', { name: shown }).first().waitFor()

  await nav.getByRole('button', { name: /^Account:/ }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
  await nav.getByRole('button', { name: 'Connect Wallet' }).waitFor()
  const after = await serverHtml(t)
  expect(after).toContain('Connect Wallet')
  expect(after).not.toContain(shown)
  // hydration errors and any other page error would be here
  expect(errors).toEqual([])
})

test('bad input: a corrupt or foreign cookie, or one for another network, renders disconnected', {
  timeout: 60_000,
}, async () => {
  const name = encodeURIComponent('walletport:initialState')
  const values = [
    '%7Bbroken',
    encodeURIComponent(JSON.stringify({ user: 'another app' })),
    encodeURIComponent(
      JSON.stringify({
        version: 1,
        activeNetworkId: 'eip155:8453',
        accounts: [{ namespace: 'eip155', address: devnet.address, networkId: 'eip155:8453' }],
      }),
    ),
  ]
  for (const value of values) {
    const response = await fetch(server.url, { headers: { cookie: `${name}=${value}` } })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Connect Wallet')
    expect(html).not.toContain(formatAddressForDisplay(devnet.address))
  }
  // and in the browser: the page hydrates with no error
  const t = await openPage(browser, 'about:blank')
  pages.push(t)
  await t.context.addCookies([{ name, value: values[0] as string, url: server.url }])
  await t.page.goto(server.url)
  await t.page
    .getByRole('navigation', { name: 'Wallet' })
    .getByRole('button', { name: 'Connect Wallet' })
    .waitFor()
  expect(t.errors).toEqual([])
})
