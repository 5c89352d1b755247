import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, onTestFailed, test } from 'vitest'
import { launchChromium, openPage, type TestPage } from './harness/browser.js'
import { checkView } from './harness/checkView.js'
import { type ExampleServer, startExampleServer } from './harness/exampleServer.js'
import { installStandardWallets } from './harness/installStandardWallets.js'
import { readReactRenderers, watchReactRenderers } from './harness/reactRenderers.js'

// the default example (react-ui on Ethereum, Arbitrum, Solana and Bitcoin) with no wallet
// installed and no network beyond 127.0.0.1: it must load, open and stay quiet
let server: ExampleServer | undefined
let browser: Browser | undefined
let t: TestPage | undefined

beforeAll(async () => {
  const [started, launched] = await Promise.allSettled([
    startExampleServer({ example: 'default', test: true, cacheKey: 'test-default' }),
    launchChromium(),
  ])
  if (started.status === 'fulfilled') server = started.value
  if (launched.status === 'fulfilled') browser = launched.value
  if (started.status === 'rejected') throw started.reason
  if (launched.status === 'rejected') throw launched.reason
}, 60_000)

afterAll(async () => {
  await t?.close().catch(() => {})
  await browser?.close()
  await server?.close()
})

test('default: the page loads, the modal opens on Connect, no request leaves the machine', async () => {
  if (!browser || !server) throw new Error('the environment did not start')
  const outside: string[] = []
  t = await openPage(browser, server.url)
  const opened = t
  onTestFailed(() => {
    if (opened.errors.length) console.error(`page errors:\n${opened.errors.join('\n')}`)
  })
  const { page } = t
  page.on('request', (request) => {
    const { hostname } = new URL(request.url())
    if (hostname !== '127.0.0.1' && !request.url().startsWith('data:')) outside.push(request.url())
  })
  const connect = page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', {
    name: 'Connect Wallet',
  })
  await connect.waitFor()
  await checkView(page, 'default-1-page')

  await connect.click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor()
  await checkView(page, 'default-2-connect')
  await page.keyboard.press('Escape')
  await page.getByRole('dialog').waitFor({ state: 'hidden' })

  expect(outside).toEqual([])
  expect(t.errors).toEqual([])
}, 60_000)

// the adapters' code the page fetched so far, by the browser's own resource timing: in the
// production build, the chunks of the modules main.tsx imports (solanaAdapter-HASH.js…)
function adapterScripts(page: TestPage['page']): Promise<{ name: string; startTime: number }[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\/(solana|bitcoin)Adapter-[\w-]+\.js$/.test(entry.name))
      .map(({ name, startTime }) => ({ name, startTime })),
  )
}

test('default: Solana and Bitcoin load when the page is idle and list their wallets', async () => {
  if (!browser || !server) throw new Error('the environment did not start')
  const opened = await openPage(browser, server.url, {
    // a page of many chunks could overflow the default 250 timing entries
    init: [() => performance.setResourceTimingBufferSize(10_000), installStandardWallets],
  })
  onTestFailed(() => {
    if (opened.errors.length) console.error(`page errors:\n${opened.errors.join('\n')}`)
  })
  try {
    const { page } = opened
    const connect = page.getByRole('navigation', { name: 'Wallet' }).getByRole('button', {
      name: 'Connect Wallet',
    })
    await connect.waitFor()
    // both adapters arrive with no click: the idle load, which a busy machine may start after
    // the network has gone quiet once, so it is waited for rather than assumed
    const loaded = async (pattern: RegExp) =>
      (await adapterScripts(page)).filter((s) => pattern.test(s.name)).length
    await expect.poll(() => loaded(/solanaAdapter/), { timeout: 20_000 }).toBeGreaterThan(0)
    await expect.poll(() => loaded(/bitcoinAdapter/), { timeout: 20_000 }).toBeGreaterThan(0)
    await page.waitForLoadState('networkidle')

    const clickedAt = await page.evaluate(() => performance.now())
    await connect.click()
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: /Test Solana Wallet/ }).waitFor()
    await dialog.getByRole('button', { name: /Test Bitcoin Wallet/ }).waitFor()
    await checkView(page, 'default-3-connect-standard-wallets')
    // nothing of theirs had to be fetched for the view
    const late = (await adapterScripts(page)).filter((s) => s.startTime >= clickedAt)
    expect(late).toEqual([])
    expect(opened.errors).toEqual([])
  } finally {
    await opened.close()
  }
}, 60_000)

test('production: the page runs React’s production build, whatever NODE_ENV the tests run under', async () => {
  if (!browser || !server) throw new Error('the environment did not start')
  const page = await browser.newPage()
  try {
    await watchReactRenderers(page)
    await page.goto(server.url)
    await page.getByRole('button', { name: 'Connect Wallet' }).first().waitFor()
    expect(await readReactRenderers(page)).toEqual([{ version: '19.3.1', bundleType: 0 }])
  } finally {
    await page.close()
  }
}, 60_000)
