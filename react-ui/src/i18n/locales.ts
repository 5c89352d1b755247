/** The locales with a complete catalogue; English is the fallback. */
export const LOCALES = ['en', 'de'] as const
export type Locale = (typeof LOCALES)[number]

/**
 * The catalogue locale for a BCP 47 tag from the kit's options: the tag itself, else its
 * language (`de-AT` is `de`), else English.
 */
export function resolveLocale(tag: string | undefined): Locale {
  const lower = tag?.toLowerCase()
  const language = lower?.split(/[-_]/)[0]
  return LOCALES.find((locale) => locale === lower || locale === language) ?? 'en'
}
