import type { Page } from 'playwright-core'
import { afterAll, beforeAll, expect, onTestFailed, test } from 'vitest'
import { focusedName, openPage, tabTo } from './harness/browser.js'
import { checkView } from './harness/checkView.js'
import { type Environment, startEnvironment } from './harness/environment.js'
import { installReactHook, readReactRenderers } from './harness/reactRenderers.js'
import { waitForText } from './harness/wait.js'

// the README's demo built against React 18.3.1 (react-ui's peer range starts at 18): the
// flows a visitor goes through with the keyboard, as demo.test.ts does them on React 19
let env: Environment

beforeAll(async () => {
  env = await startEnvironment({ example: 'demo', react: 18 })
}, 300_000)

afterAll(() => env?.stop())

const nav = (page: Page) => page.getByRole('navigation', { name: 'Wallet' })
const dialog = (page: Page, name?: string) =>
  name ? page.getByRole('dialog', { name }) : page.getByRole('dialog')

test('behavior: on React 18, connect, sign in, Account, switch network and disconnect with the keyboard', async () => {
  const t = await openPage(env.browser, env.url, { init: [installReactHook] })
  onTestFailed(() => console.error(`page errors:\n${t.errors.join('\n')}`))
  const { page } = t
  try {
    await nav(page).getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect(await readReactRenderers(page)).toEqual([{ version: '18.3.1', bundleType: 0 }])

    // Connect: the trigger with the keyboard, the wallet from the list
    await tabTo(page, /^Connect Wallet$/)
    await page.keyboard.press('Enter')
    await dialog(page, 'Connect Wallet').waitFor()
    await checkView(page, 'react18-01-connect')
    await tabTo(page, /Walletport Demo Wallet/)
    await page.keyboard.press('Enter')
    await dialog(page, 'Sign In').waitFor()
    await dialog(page).getByRole('button', { name: 'Sign', exact: true }).focus()
    await page.keyboard.press('Enter')
    await dialog(page).waitFor({ state: 'hidden' })
    await waitForText(page.getByTestId('session'), 'Signed in as')

    // Account, then Escape gives the focus back to the button that opened it
    const account = nav(page).getByRole('button', { name: /^Account:/ })
    await account.focus()
    await page.keyboard.press('Enter')
    await dialog(page, 'Account').waitFor()
    await checkView(page, 'react18-02-account')
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'hidden' })
    await expect.poll(() => focusedName(page)).toMatch(/^Account:/)

    // the network, from Account's switch button
    await page.keyboard.press('Enter')
    await dialog(page, 'Account').waitFor()
    await tabTo(page, /Switch network/)
    await page.keyboard.press('Enter')
    await dialog(page, 'Choose Network').waitFor()
    await tabTo(page, /Devnet B/)
    await page.keyboard.press('Enter')
    await waitForText(page.getByTestId('network'), 'Devnet B')
    await dialog(page, 'Sign In').waitFor()
    await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
    await dialog(page).waitFor({ state: 'hidden' })

    // Disconnect closes the modal; the page reads disconnected
    await account.click()
    await dialog(page, 'Account').waitFor()
    await tabTo(page, /^Disconnect$/)
    await page.keyboard.press('Enter')
    await dialog(page).waitFor({ state: 'hidden' })
    await page.getByTestId('not-connected').waitFor()
    expect(t.errors).toEqual([])
  } finally {
    await t.close()
  }
}, 120_000)
