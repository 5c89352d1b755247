import type { SocialProvider } from '@walletport/core'
import type { PlainMessageKey } from '../../i18n/types.js'

/** The catalogue key of each social provider's name. */
export const SOCIAL_NAMES: Readonly<Record<SocialProvider, PlainMessageKey>> = {
  google: 'social.google',
  x: 'social.x',
  discord: 'social.discord',
  farcaster: 'social.farcaster',
  github: 'social.github',
  apple: 'social.apple',
  facebook: 'social.facebook',
}
