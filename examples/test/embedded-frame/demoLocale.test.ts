import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { waitForText } from '../harness/wait.js'
import { shootFrameSizes } from './frameLook.js'
import { type DemoWithFrame, startDemoWithFrame } from './startDemoWithFrame.js'

// issue 19 end to end: the demo's kit in German (`?lang=de`, its `locale` option) embeds the
// reference frame, and the frame's sign-in approval screen is German like the modal around it
let demo: DemoWithFrame
let page: Page
const EMAIL = 'grete@example.test'

beforeAll(async () => {
  demo = await startDemoWithFrame({ search: '?lang=de' })
  page = demo.page
}, 180_000)

afterAll(async () => {
  await demo?.close()
})

const dialog = (name?: string) =>
  name ? page.getByRole('dialog', { name }) : page.getByRole('dialog')
const wallet = () => demo.wallet()
const walletFrame = () => demo.walletFrame()

test('default: a German kit signs in by email and approves in a German frame', async () => {
  await page
    .getByRole('navigation', { name: 'Wallet' })
    .getByRole('button', { name: 'Wallet verbinden' })
    .click()
  await dialog('Wallet verbinden').getByRole('textbox', { name: 'E-Mail' }).fill(EMAIL)
  await page.keyboard.press('Enter')
  const otp = dialog('E-Mail bestätigen').getByRole('textbox', { name: 'Code' })
  await otp.waitFor()
  await otp.fill(await demo.readCode(EMAIL))

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
