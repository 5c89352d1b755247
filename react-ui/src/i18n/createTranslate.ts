import type { MessageKey, PluralFormKey, Translate } from './types.js'

const PLACEHOLDER = /\{(\w+)\}/g

/**
 * A translate function over a catalogue; a placeholder without a value is left as it is.
 * A message with a number among its values takes the plural form the locale's rules
 * (`Intl.PluralRules`) choose for it: the catalogue's `key.one`, `key.few`… when it has that
 * form, else `key` itself, which holds the general (`other`) form.
 */
export function createTranslate<
  TCatalogue extends { readonly [K in MessageKey | PluralFormKey]?: string },
>(
  messages: TCatalogue,
  locale?: string,
  // NoInfer: inferring the catalogue from a call's expected `Translate` took tsc two minutes
): Translate<Extract<keyof NoInfer<TCatalogue>, MessageKey>> {
  const rules = new Intl.PluralRules(locale)
  // a catalogue's messages and its plural forms (`key.one`), by key
  const forms: Readonly<Record<string, string | undefined>> = messages
  return (key, ...args) => {
    const [params] = args as [Readonly<Record<string, string | number>>?]
    const message = forms[key] ?? key
    if (!params) return message
    const count = Object.values(params).find((value) => typeof value === 'number')
    const plural = typeof count === 'number' ? forms[`${key}.${rules.select(count)}`] : undefined
    return (plural ?? message).replace(PLACEHOLDER, (match, name: string) =>
      name in params ? String(params[name]) : match,
    )
  }
}
