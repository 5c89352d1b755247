import { expect, test } from 'vitest'
import { applyMessageOverrides } from './applyMessageOverrides.js'
import { createMessages } from './createMessages.js'
import { createTranslate } from './createTranslate.js'
import { deButtons } from './de/buttons.js'
import { deModal } from './de/modal.js'
import { enButtons } from './en/buttons.js'
import { enModal } from './en/modal.js'
import { getButtonMessages } from './getButtonMessages.js'
import { getLocaleDirection } from './getLocaleDirection.js'
import { loadModalMessages } from './loadModalMessages.js'
import { LOCALES, type Locale, resolveLocale } from './locales.js'
import type { MessageOverrides, Messages, ModalMessages } from './types.js'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
const PLURAL_FORM = /^(.+)\.(zero|one|two|few|many)$/
const english: Record<string, string> = { ...enButtons, ...enModal }
const messagesOf = (catalogue: Record<string, string>) =>
  Object.keys(catalogue).filter((key) => !PLURAL_FORM.test(key))
/** the messages that count: English gives them a singular form */
const COUNTED = Object.keys(english).flatMap((key) => /^(.+)\.one$/.exec(key)?.[1] ?? [])

async function catalogueOf(locale: Locale): Promise<Messages> {
  return { ...getButtonMessages(locale), ...(await loadModalMessages(locale)) }
}
/** the catalogue as plain entries, plural forms included */
const entriesOf = async (locale: Locale) => (await catalogueOf(locale)) as Record<string, string>

test('default: eight locales, Arabic right to left', () => {
  expect(LOCALES).toEqual(['en', 'de', 'fr', 'es', 'pt-BR', 'ja', 'zh-CN', 'ar'])
  expect(LOCALES.filter((locale) => getLocaleDirection(locale) === 'rtl')).toEqual(['ar'])
  expect(COUNTED).toEqual(expect.arrayContaining(['allWallets.results', 'embedded.cooldown']))
})

test('default: every locale has every key of English, no other, with the same placeholders', async () => {
  for (const locale of LOCALES) {
    const catalogue = await entriesOf(locale)
    expect(messagesOf(catalogue).sort(), locale).toEqual(messagesOf(english).sort())
    for (const [key, text] of Object.entries(english)) {
      if (PLURAL_FORM.test(key)) continue
      expect(catalogue[key]?.trim(), `${locale} ${key}`).not.toBe('')
      expect(placeholders(catalogue[key] ?? ''), `${locale} ${key}`).toEqual(placeholders(text))
    }
  }
})

test('default: each locale has exactly the plural forms its Intl.PluralRules use', async () => {
  for (const locale of LOCALES) {
    const catalogue = await entriesOf(locale)
    const used = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
    const needed = COUNTED.flatMap((base) =>
      used.filter((category) => category !== 'other').map((category) => `${base}.${category}`),
    )
    expect(
      Object.keys(catalogue)
        .filter((key) => PLURAL_FORM.test(key))
        .sort(),
      locale,
    ).toEqual(needed.sort())
  }
})

test('default: a plural form keeps its message placeholders; zero, one and two may spell the number', async () => {
  for (const locale of LOCALES) {
    const catalogue = await entriesOf(locale)
    for (const [key, text] of Object.entries(catalogue)) {
      const [, base = '', category = ''] = PLURAL_FORM.exec(key) ?? []
      if (!base) continue
      const expected = placeholders(english[base] ?? '')
      const numeric = ['zero', 'one', 'two'].includes(category) ? ['count', 'seconds'] : []
      const kept = expected.filter((name) => !numeric.includes(name ?? ''))
      const found = placeholders(text)
      expect(
        found.filter((name) => !expected.includes(name)),
        `${locale} ${key}`,
      ).toEqual([])
      expect(found, `${locale} ${key}`).toEqual(expect.arrayContaining(kept))
    }
  }
})

test('parameters: a tag resolves to its locale, else its language, else English', () => {
  expect(resolveLocale('de')).toBe('de')
  expect(resolveLocale('de-AT')).toBe('de')
  expect(resolveLocale('DE_ch')).toBe('de')
  expect(resolveLocale('fr-CA')).toBe('fr')
  expect(resolveLocale('es-419')).toBe('es')
  expect(resolveLocale('pt-BR')).toBe('pt-BR')
  expect(resolveLocale('pt_br')).toBe('pt-BR')
  expect(resolveLocale('pt-PT')).toBe('pt-BR')
  expect(resolveLocale('ja-JP')).toBe('ja')
  expect(resolveLocale('zh')).toBe('zh-CN')
  expect(resolveLocale('zh-Hans-SG')).toBe('zh-CN')
  // traditional characters: no catalogue, and Simplified is not theirs
  expect(resolveLocale('zh-TW')).toBe('en')
  expect(resolveLocale('zh-Hant')).toBe('en')
  expect(resolveLocale('ar-EG')).toBe('ar')
  expect(resolveLocale('he')).toBe('en')
  expect(resolveLocale('')).toBe('en')
  expect(resolveLocale(undefined)).toBe('en')
})

test('default: createMessages gives the whole catalogue of a locale', async () => {
  const de = await createMessages('de-DE')
  expect(de['connectButton.connect']).toBe('Wallet verbinden')
  expect(de['view.account']).toBe('Konto')
  const ar = await createMessages('ar')
  expect(ar['connectButton.connect']).toBe('ربط المحفظة')
  expect(ar['view.account']).toBe('الحساب')
  const ja = await createMessages('ja')
  expect(ja['view.connect']).toBe('ウォレットを接続')
  const fallback = await createMessages('he')
  expect(fallback['view.account']).toBe('Account')
})

test('behavior: placeholders are filled in; one without a value stays', () => {
  const t = createTranslate({ ...enButtons, ...enModal })
  expect(t('connecting.continueIn', { wallet: 'Rabby' })).toBe('Continue in Rabby')
  expect(t('allWallets.results', { count: 3 })).toBe('3 wallets found')
  expect(t('view.account')).toBe('Account')
  expect(t('connecting.continueIn', {} as { wallet: string })).toBe('Continue in {wallet}')
})

test('behavior: a count takes the plural form of the locale, through Intl.PluralRules', async () => {
  const en = createTranslate({ ...enButtons, ...enModal }, 'en')
  expect(en('allWallets.results', { count: 1 })).toBe('1 wallet found')
  expect(en('allWallets.results', { count: 0 })).toBe('0 wallets found')
  expect(en('allWallets.results', { count: 2 })).toBe('2 wallets found')
  expect(en('embedded.cooldown', { seconds: 1 })).toBe('Please try again after 1 second')
  expect(en('embedded.cooldown', { seconds: 5 })).toBe('Please try again after 5 seconds')
  const de = createTranslate({ ...deButtons, ...deModal }, 'de')
  expect(de('allWallets.results', { count: 1 })).toBe('1 Wallet gefunden')
  expect(de('allWallets.results', { count: 12 })).toBe('12 Wallets gefunden')
  expect(de('embedded.cooldown', { seconds: 1 })).toBe('Bitte versuche es in 1 Sekunde erneut')
  // French counts 0 and 1 as singular
  const fr = createTranslate(await catalogueOf('fr'), 'fr')
  expect(fr('allWallets.results', { count: 0 })).toBe('0 portefeuille trouvé')
  expect(fr('allWallets.results', { count: 2 })).toBe('2 portefeuilles trouvés')
  // Arabic: zero, one, two in words; 3–10 plural; 11–99 and 100+ singular after the number
  const ar = createTranslate(await catalogueOf('ar'), 'ar')
  expect(ar('allWallets.results', { count: 0 })).toBe('لم يُعثر على أي محفظة')
  expect(ar('allWallets.results', { count: 1 })).toBe('عُثر على محفظة واحدة')
  expect(ar('allWallets.results', { count: 2 })).toBe('عُثر على محفظتين')
  expect(ar('allWallets.results', { count: 3 })).toBe('عُثر على 3 محافظ')
  expect(ar('allWallets.results', { count: 11 })).toBe('عُثر على 11 محفظة')
  expect(ar('allWallets.results', { count: 100 })).toBe('عُثر على 100 محفظة')
  // Japanese has one form
  const ja = createTranslate(await catalogueOf('ja'), 'ja')
  expect(ja('allWallets.results', { count: 1 })).toBe('1件のウォレットが見つかりました')
})

test('behavior: the messages option replaces its keys and ignores what is not a message', () => {
  const overrides: MessageOverrides = {
    'connectButton.connect': 'Sign in',
    'allWallets.results.one': 'One wallet',
  }
  const catalogue = applyMessageOverrides({ ...enButtons, ...enModal }, overrides)
  const t = createTranslate(catalogue, 'en')
  expect(t('connectButton.connect')).toBe('Sign in')
  expect(t('allWallets.results', { count: 1 })).toBe('One wallet')
  expect(t('allWallets.results', { count: 4 })).toBe('4 wallets found')
  expect(t('view.account')).toBe('Account')
  // from JavaScript: an unknown key, a form of no message, or a value that is not a string
  const loose = { 'view.nope': 'x', 'view.account.few': 'x', 'view.connect': 42 }
  const kept = applyMessageOverrides(enModal, loose as unknown as MessageOverrides)
  expect(kept).toBe(enModal)
  expect(applyMessageOverrides(enButtons, undefined)).toBe(enButtons)
})

// type-level: each line below must fail to compile, else `pnpm typecheck` reports the unused
// directive; the catalogues themselves are annotated with the same types
const { 'modal.back': _back, ...missing } = enModal
// @ts-expect-error a catalogue that misses a key
const missingKey: ModalMessages = missing
// @ts-expect-error a catalogue with a key English does not have
const extraKey: ModalMessages = { ...enModal, 'modal.unknown': 'Unknown' }
// @ts-expect-error a translation that drops a placeholder
const droppedPlaceholder: ModalMessages = { ...enModal, 'connecting.continueIn': 'Continue' }
// @ts-expect-error an override of a key that is no message
const unknownOverride: MessageOverrides = { 'connectButton.connected': 'x' }
const reordered: ModalMessages = { ...enModal, 'getWallet.link': '{store}の{wallet}' }
void [missingKey, extraKey, droppedPlaceholder, unknownOverride, reordered]
