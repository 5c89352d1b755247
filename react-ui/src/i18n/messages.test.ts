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
