// The frame speaks the modal's locales and picks one by the modal's own rule (react-ui's
// resolveLocale), so a host tag that gives the modal German gives the frame German too.
import type { Locale } from '@walletport/react-ui'

/** `rtl` for a locale written right to left (Arabic), else `ltr` */
export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr')
