import { createServer } from 'node:net'
import type { Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type EmbeddedFrame, startEmbeddedFrame } from '../../embedded-frame/start.js'
import { type Devnet, startDevnet } from '../../scripts/devnet.js'
import { type ExampleServer, startExampleServer } from '../harness/exampleServer.js'
import { waitForText } from '../harness/wait.js'
import { shootFrameSizes } from './frameLook.js'
import { launchWithFrameStorage } from './launchWithFrameStorage.js'

// issue 19 end to end: the demo's kit in German (`?lang=de`, its `locale` option) embeds the
// reference frame, and the frame's sign-in approval screen is German like the modal around it
let devnet: Devnet
let frame: EmbeddedFrame
let server: ExampleServer
let browser: Awaited<ReturnType<typeof launchWithFrameStorage>>
let page: Page
const EMAIL = 'grete@example.test'

/** a port free now, so the frame's allowlist can name the app's origin before it starts */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

beforeAll(async () => {
  const port = await freePort()
  ;[devnet, browser] = await Promise.all([startDevnet(), launchWithFrameStorage()])
  frame = await startEmbeddedFrame({
    allowedOrigins: [`http://127.0.0.1:${port}`],
    rpcUrls: { eip155: Object.fromEntries(devnet.nodes.map((n) => [n.chainId, n.rpcUrl])) },
  })
  server = await startExampleServer({
    example: 'demo',
    demo: { ...devnet.config, embeddedWalletUrl: frame.url },
    port,
    test: true,
  })
  page = await browser.context.newPage()
  page.setDefaultTimeout(30_000)
  await page.goto(`${server.url}?lang=de`)
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await Promise.all([server?.close(), frame?.close()])
  await devnet?.stop()
})

const dialog = (name?: string) =>
  name ? page.getByRole('dialog', { name }) : page.getByRole('dialog')
const wallet = () => page.frameLocator(`iframe[src^="${frame.origin}"]`)
function walletFrame(): Frame {
  const found = page.frames().find((f) => f.url().startsWith(frame.origin))
  if (!found) throw new Error('the embedded frame is not on the page')
  return found
}

async function readCode(email: string): Promise<string> {
  const inbox = await browser.context.newPage()
  try {
    await inbox.goto(frame.inboxUrl ?? '')
    const text = await inbox.locator(`li[data-to="${email}"]`).first().locator('pre').textContent()
    const code = /\b(\d{6})\b/.exec(text ?? '')?.[1]
    if (!code) throw new Error(`no code for ${email} in the dev inbox`)
    return code
  } finally {
    await inbox.close()
  }
}

test('default: a German kit signs in by email and approves in a German frame', async () => {
  await page
    .getByRole('navigation', { name: 'Wallet' })
    .getByRole('button', { name: 'Wallet verbinden' })
    .click()
  await dialog('Wallet verbinden').getByRole('textbox', { name: 'E-Mail' }).fill(EMAIL)
  await page.keyboard.press('Enter')
  const otp = dialog('E-Mail bestätigen').getByRole('textbox', { name: 'Code' })
  await otp.waitFor()
  await otp.fill(await readCode(EMAIL))

  // the demo's sign-in message, signed in the frame: the frame speaks the kit's language
  await dialog('Anmelden').getByRole('button', { name: 'Signieren', exact: true }).click()
  await dialog('Transaktion freigeben').waitFor()
  await wallet().getByRole('heading', { name: 'Nachricht signieren' }).waitFor()
  expect(
    await walletFrame().evaluate(() => [
      document.documentElement.lang,
      document.documentElement.dir,
    ]),
  ).toEqual(['de', 'ltr'])
  const shown = await wallet().locator('section').textContent()
  expect(shown).toContain('Angefragt von')
  expect(shown).toContain('Netzwerkgebühr')
  expect(shown).not.toMatch(/Requested by|Network fee|Sign message/)
  await wallet().getByRole('button', { name: 'Ablehnen' }).waitFor()
  const approve = wallet().getByRole('button', { name: 'Freigeben' })
  await expect.poll(() => approve.isEnabled(), { timeout: 10_000 }).toBe(true)
  // the frame in the German modal, at both sizes and in both schemes
  await shootFrameSizes(page, walletFrame(), 'demo-de-sign-in-frame')
  await expect.poll(() => approve.isEnabled(), { timeout: 10_000 }).toBe(true)
  await approve.click()
  await dialog().waitFor({ state: 'hidden' })
  await waitForText(page.getByTestId('session'), 'Signed in as')
}, 240_000)
