import { LOCALES } from '@walletport/react-ui'
import { describe, expect, test } from 'vitest'
import { CATALOGUES } from '../../embedded-frame/src/i18n/catalogues.js'
import { createFrameText } from '../../embedded-frame/src/i18n/createFrameText.js'
import { en, type MessageKey } from '../../embedded-frame/src/i18n/en.js'
import type { Message } from '../../embedded-frame/src/i18n/types.js'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
const forms = (message: Message) =>
  typeof message === 'string' ? { other: message } : (message as Record<string, string>)
const KEYS = Object.keys(en).sort() as MessageKey[]

describe('the frame catalogues', () => {
  test('default: the frame has a catalogue for each of the modal locales, and no other', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...LOCALES].sort())
  })

  test.each(LOCALES)('behavior: %s has every English key, and no other', (locale) => {
    expect(Object.keys(CATALOGUES[locale]).sort()).toEqual(KEYS)
  })

  test.each(LOCALES)("behavior: %s's messages take English's placeholders", (locale) => {
    for (const key of KEYS) {
      const english = forms(en[key])
      const translated = forms(CATALOGUES[locale][key])
      expect(translated.other?.trim(), `${locale} ${key}`).toBeTruthy()
      expect(placeholders(translated.other ?? ''), `${locale} ${key}`).toEqual(
        placeholders(english.other ?? ''),
      )
      // a plural form may say "one" in words (Arabic's two, Japanese's none), never more
      for (const [form, text] of Object.entries(translated)) {
        expect(new Intl.PluralRules(locale).resolvedOptions().pluralCategories, key).toContain(form)
        for (const name of placeholders(text))
          expect(placeholders(english.other ?? ''), `${locale} ${key}.${form}`).toContain(name)
      }
    }
  })

  test.each(LOCALES.filter((l) => l !== 'en'))('behavior: %s is translated', (locale) => {
    // a few words are the same in English (Nonce, Format, Solana {id}): not many more
    const same = KEYS.filter(
      (key) => JSON.stringify(CATALOGUES[locale][key]) === JSON.stringify(en[key]),
    )
    expect(same.length, same.join(', ')).toBeLessThan(KEYS.length / 10)
  })
})

describe('createFrameText', () => {
  test('default: the catalogue of the tag, its language, else English; Arabic right to left', () => {
    expect(createFrameText('de').t('screen.approve')).toBe('Freigeben')
    expect(createFrameText('de-AT').locale).toBe('de')
    expect(createFrameText('pt_PT').locale).toBe('pt-BR')
    expect(createFrameText('zh-TW').locale).toBe('en')
    expect(createFrameText('tlh').locale).toBe('en')
    expect(createFrameText(undefined).t('screen.approve')).toBe('Approve')
    expect(createFrameText('ar').dir).toBe('rtl')
    expect(createFrameText('fr').dir).toBe('ltr')
  })

  test('behavior: plurals through Intl.PluralRules', () => {
    expect(createFrameText('en').t('evm.sendCalls', { count: 1 })).toBe('Send 1 call')
    expect(createFrameText('en').t('evm.sendCalls', { count: 3 })).toBe('Send 3 calls')
    expect(createFrameText('de').t('screen.queue', { count: 1 })).toBe('1 weitere wartet')
    const arabic = createFrameText('ar')
    expect(arabic.t('evm.sendCalls', { count: 2 })).toBe('إرسال استدعاءين')
    expect(arabic.t('evm.sendCalls', { count: 3 })).toBe(`إرسال ${arabic.integer(3)} استدعاءات`)
  })

  test('security: a value with braces is shown as it is, never filled in again', () => {
    const text = createFrameText('en')
    expect(text.t('screen.claimedName', { name: '{origin}' })).toBe(
      '(calls itself “{origin}”, not verified)',
    )
  })

  test('behavior: amounts are exact, with the locale separators', () => {
    const german = createFrameText('de')
    expect(german.decimal('1234.5')).toBe('1.234,5')
    expect(german.decimal('0.000000000000000001')).toBe('0,000000000000000001')
    expect(german.decimal('123456789012345678901.25')).toBe('123.456.789.012.345.678.901,25')
    expect(german.fiat(4000, 'EUR')).toBe('4.000,00\u00a0€')
    expect(createFrameText('en').decimal('1234.5')).toBe('1,234.5')
    // past Intl's exact range (a 30-decimal token): the digits as they are, none lost
    const long = `1.${'1'.repeat(30)}`
    expect(german.decimal(long)).toBe(long)
    expect(german.decimal('not a number')).toBe('not a number')
  })

  test('behavior: the frame own numbers and dates carry no bidi marks (they would be flagged)', () => {
    const arabic = createFrameText('ar')
    const shown = [
      arabic.fiat(2469000, 'EUR'),
      arabic.decimal('-1234.5'),
      arabic.integer(21000n),
      arabic.date(new Date(2e12)),
      arabic.t('screen.queue', { count: 12 }),
    ]
    for (const text of shown) expect(text).not.toMatch(/[\u061c\u200e\u200f]/)
    expect(shown[0]).toContain('2,469,000.00')
  })
})
