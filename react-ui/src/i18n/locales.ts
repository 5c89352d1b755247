/** The locales with a complete catalogue; English is the fallback. */
export const LOCALES = ['en', 'de', 'fr', 'es', 'pt-BR', 'ja', 'zh-CN', 'ar'] as const
export type Locale = (typeof LOCALES)[number]

// Chinese in traditional characters has no catalogue: English serves it better than Simplified
const TRADITIONAL_CHINESE = /^zh[-_](hant|tw|hk|mo)\b/

/**
 * The catalogue locale for a BCP 47 tag from the kit's options: the tag itself, else its
 * language (`de-AT` is `de`, `pt-PT` is `pt-BR`, `zh-SG` is `zh-CN`), else English.
 */
export function resolveLocale(tag: string | undefined): Locale {
  const lower = tag?.trim().toLowerCase()
  if (!lower || TRADITIONAL_CHINESE.test(lower)) return 'en'
  const language = lower.split(/[-_]/)[0]
  return (
    LOCALES.find((locale) => locale.toLowerCase() === lower.replace(/_/g, '-')) ??
    LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language) ??
    'en'
  )
}
