/** The frame's catalogues: the modal's locales (react-ui's LOCALES), English the fallback. */
export const FRAME_LOCALES = ['en', 'de', 'fr', 'es', 'pt-BR', 'ja', 'zh-CN', 'ar'] as const
export type FrameLocale = (typeof FRAME_LOCALES)[number]

// Chinese in traditional characters has no catalogue: English serves it better than Simplified
const TRADITIONAL_CHINESE = /^zh[-_](hant|tw|hk|mo)\b/

/**
 * The catalogue for a BCP 47 tag from the host (SYNC_DAPP_DATA's `locale`), resolved as the
 * modal resolves the kit's: the tag itself, else its language (`de-AT` is `de`, `pt-PT` is
 * `pt-BR`), else English, so the frame speaks the modal's language.
 */
export function resolveFrameLocale(tag: string | undefined): FrameLocale {
  const lower = tag?.trim().toLowerCase().replace(/_/g, '-')
  if (!lower || TRADITIONAL_CHINESE.test(lower)) return 'en'
  const language = lower.split('-')[0]
  return (
    FRAME_LOCALES.find((locale) => locale.toLowerCase() === lower) ??
    FRAME_LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language) ??
    'en'
  )
}

/** `rtl` for a locale written right to left (Arabic), else `ltr` */
export const directionOf = (locale: FrameLocale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr')
