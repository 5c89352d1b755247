import { expect, test } from 'vitest'
import { createMessages } from './createMessages.js'
import { createTranslate } from './createTranslate.js'
import { deButtons } from './de/buttons.js'
import { deModal } from './de/modal.js'
import { enButtons } from './en/buttons.js'
import { enModal } from './en/modal.js'
import { LOCALES, resolveLocale } from './locales.js'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

test('default: every locale has every key, with the same placeholders as English', () => {
  const english: Record<string, string> = { ...enButtons, ...enModal }
  for (const catalogue of [{ ...deButtons, ...deModal }]) {
    const entries: Record<string, string> = catalogue
    expect(Object.keys(entries).sort()).toEqual(Object.keys(english).sort())
    for (const [key, text] of Object.entries(english)) {
      expect(entries[key]?.trim(), key).not.toBe('')
      expect(placeholders(entries[key] ?? ''), key).toEqual(placeholders(text))
    }
  }
  expect(LOCALES).toEqual(['en', 'de'])
})

test('parameters: a tag resolves to its language, else English', () => {
  expect(resolveLocale('de')).toBe('de')
  expect(resolveLocale('de-AT')).toBe('de')
  expect(resolveLocale('DE_ch')).toBe('de')
  expect(resolveLocale('fr-FR')).toBe('en')
  expect(resolveLocale(undefined)).toBe('en')
})

test('default: createMessages gives the whole catalogue of a locale', async () => {
  const de = await createMessages('de-DE')
  expect(de['connectButton.connect']).toBe('Wallet verbinden')
  expect(de['view.account']).toBe('Konto')
  const fallback = await createMessages('fr')
  expect(fallback['view.account']).toBe('Account')
})

test('behavior: placeholders are filled in; one without a value stays', () => {
  const t = createTranslate({ ...enButtons, ...enModal })
  expect(t('connecting.continueIn', { wallet: 'Rabby' })).toBe('Continue in Rabby')
  expect(t('allWallets.results', { count: 3 })).toBe('3 wallets found')
  expect(t('view.account')).toBe('Account')
  expect(t('connecting.continueIn', {} as { wallet: string })).toBe('Continue in {wallet}')
})

test('behavior: a count takes the plural form of the locale, through Intl.PluralRules', () => {
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
})

test('default: every plural form names a plural category and has its general message', () => {
  const categories = new Set(['zero', 'one', 'two', 'few', 'many'])
  for (const catalogue of [
    { ...enButtons, ...enModal },
    { ...deButtons, ...deModal },
  ] as Record<string, string>[]) {
    for (const key of Object.keys(catalogue)) {
      const [, base, category] = /^(.+)\.(\w+)$/.exec(key) ?? []
      if (!base || !category || !categories.has(category)) continue
      expect(catalogue[base], `${key} without ${base}`).toBeDefined()
      expect(placeholders(catalogue[key] ?? ''), key).toEqual(placeholders(catalogue[base] ?? ''))
    }
  }
})

test('default: every message with a count has its singular form in every locale', () => {
  // a number followed by a word (not a unit abbreviation such as "s" or "min") needs its own
  // words for "1"
  for (const catalogue of [
    { ...enButtons, ...enModal },
    { ...deButtons, ...deModal },
  ] as Record<string, string>[]) {
    for (const [key, text] of Object.entries(catalogue)) {
      if (!/\{(count|seconds)\} [a-zA-Z]{4,}/.test(text) || /\.(one|other)$/.test(key)) continue
      expect(catalogue[`${key}.one`], `${key} has no singular form`).toBeDefined()
    }
  }
})
