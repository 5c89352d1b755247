import type { Locator, Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { settleAnimations } from './harness/settleAnimations.js'
import { setUpExample } from './harness/setUpExample.js'
import { shootSizes } from './harness/shootSizes.js'
import { waitForText } from './harness/wait.js'

// the demo's production build in a right-to-left language (Arabic) and in one of wide glyphs
// (Japanese): the kit's roots carry the locale's direction, Arabic mirrors (close on the left,
// chevrons turned, the address still left to right), nothing is wider than a 390 px phone,
// and the translated titles show; screenshots of Connect and Account at both sizes and schemes
const suite = setUpExample('demo')

type Words = { connect: string; signIn: string; sign: string; account: string }
const LANGUAGES = [
  {
    lang: 'ar',
    dir: 'rtl',
    words: { connect: 'ربط المحفظة', signIn: 'تسجيل الدخول', sign: 'توقيع', account: 'الحساب' },
  },
  {
    lang: 'ja',
    dir: 'ltr',
    words: {
      connect: 'ウォレットを接続',
      signIn: 'サインイン',
      sign: '署名',
      account: 'アカウント',
    },
  },
] as const satisfies readonly { lang: string; dir: string; words: Words }[]

const nav = (page: Page) => page.getByRole('navigation', { name: 'Wallet' })

type Box = { left: number; right: number }
const boxOf = (locator: Locator) =>
  locator.evaluate((element) => element.getBoundingClientRect().toJSON()) as Promise<Box>

/** at a 390 px phone: the page does not scroll sideways and the modal lies inside the screen */
async function expectNoOverflowAt390(page: Page, modal: Locator, label: string) {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.evaluate(settleAnimations)
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    label,
  ).toBeLessThanOrEqual(390)
  const box = await boxOf(modal)
  expect(box.left, label).toBeGreaterThanOrEqual(0)
  expect(box.right, label).toBeLessThanOrEqual(390)
  // no text cut inside the modal: every element's content fits its box sideways
  const cut = await modal.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((e) => e instanceof HTMLElement && getComputedStyle(e).overflowX === 'hidden')
      // a visually hidden label (1 px, clipped on purpose) is no cut text
      .filter((e) => e.clientWidth > 1 && e.scrollWidth > e.clientWidth + 1)
      .map((e) => `${e.className}: ${e.textContent?.slice(0, 40)}`),
  )
  expect(cut, label).toEqual([])
  // a tab or an action whose label breaks onto a second line (Japanese breaks anywhere)
  const wrapped = await modal.evaluate((root) =>
    [...root.querySelectorAll('[role="tab"], .wp-action, .wp-actions button')]
      .filter((e) => {
        const range = document.createRange()
        range.selectNodeContents(e)
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
        return lines.size > 1
      })
      .map((e) => e.textContent ?? ''),
  )
  expect(wrapped, label).toEqual([])
  await page.setViewportSize({ width: 1024, height: 800 })
}

/** where the close button sits against the title: the left in right-to-left, else the right */
async function closeSide(modal: Locator): Promise<'left' | 'right'> {
  const close = await boxOf(modal.locator('.wp-header > .wp-icon-button').last())
  const title = await boxOf(modal.locator('.wp-header-title'))
  return close.right <= title.left ? 'left' : 'right'
}

for (const { lang, dir, words } of LANGUAGES)
  test(`behavior: in ${lang} the Connect and Account views read ${dir}, fit 390 px and show their titles`, async () => {
    const t = await suite.open({ url: `${suite.env.url}?lang=${lang}` })
    const { page } = t
    // the page's own root is the page's business; the kit's button carries the direction
    expect(await page.evaluate(() => document.documentElement.getAttribute('dir'))).toBeNull()
    const connectButton = nav(page).getByRole('button', { name: words.connect })
    expect(await connectButton.getAttribute('dir')).toBe(dir)
    await connectButton.click()

    const connect = page.getByRole('dialog', { name: words.connect })
    await connect.waitFor()
    await page.evaluate(settleAnimations)
    expect(await connect.getAttribute('dir')).toBe(dir)
    expect(await connect.getAttribute('lang')).toBe(lang)
    expect(await connect.locator('.wp-header-title').textContent()).toBe(words.connect)
    expect(await closeSide(connect)).toBe(dir === 'rtl' ? 'left' : 'right')
    await shootSizes(page, `locale-connect-${lang}`)
    await expectNoOverflowAt390(page, connect, `${lang} Connect`)

    await connect.getByRole('button', { name: /Walletport Demo Wallet/ }).click()
    await page
      .getByRole('dialog', { name: words.signIn })
      .getByRole('button', { name: words.sign, exact: true })
      .click()
    await waitForText(page.getByTestId('session'), 'Signed in as')
    const accountButton = nav(page).getByRole('button', { name: new RegExp(`^${words.account}:`) })
    expect(await accountButton.getAttribute('dir')).toBe(dir)
    await accountButton.click()
    const account = page.getByRole('dialog', { name: words.account })
    await account.waitFor()
    await page.evaluate(settleAnimations)
    expect(await account.getAttribute('dir')).toBe(dir)
    expect(await account.locator('.wp-header-title').textContent()).toBe(words.account)
    expect(await closeSide(account)).toBe(dir === 'rtl' ? 'left' : 'right')
    // the address reads left to right even inside Arabic; the chevron points the reading way
    const address = account.locator('.wp-account-name > span').first()
    expect(await address.evaluate((e) => getComputedStyle(e).direction)).toBe('ltr')
    expect(await address.textContent()).toMatch(/^0x\w{2}…\w{6}$/)
    const chevron = account.locator('.wp-icon-flip').first()
    const scale = () => chevron.evaluate((e) => getComputedStyle(e).scale)
    expect(await scale()).toBe(dir === 'rtl' ? '-1 1' : 'none')
    // the kit's own dir wins over the page's: a left-to-right kit on a right-to-left page
    // keeps its arrows, and the other way round
    await page.evaluate(
      (pageDir) => {
        document.documentElement.dir = pageDir
      },
      dir === 'rtl' ? 'ltr' : 'rtl',
    )
    expect(await scale()).toBe(dir === 'rtl' ? '-1 1' : 'none')
    await page.evaluate(() => document.documentElement.removeAttribute('dir'))
    await shootSizes(page, `locale-account-${lang}`)
    await expectNoOverflowAt390(page, account, `${lang} Account`)
    expect(t.errors).toEqual([])
  }, 120_000)
