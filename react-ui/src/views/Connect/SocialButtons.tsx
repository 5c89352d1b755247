import { type SocialProvider, showToast } from '@walletport/core'
import { useListNavigation } from '../../components/useListNavigation.js'
import type { EmbeddedWalletFlow } from '../../flows/types.js'
import type { PlainMessageKey } from '../../i18n/types.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'

const NAMES: Readonly<Record<SocialProvider, PlainMessageKey>> = {
  google: 'social.google',
  x: 'social.x',
  discord: 'social.discord',
  farcaster: 'social.farcaster',
  github: 'social.github',
  apple: 'social.apple',
  facebook: 'social.facebook',
}

/** The social logins of the embedded wallet, in the configured order. */
export function SocialButtons({
  flow,
  providers,
}: {
  flow: EmbeddedWalletFlow
  providers: readonly SocialProvider[]
}) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const onKeyDown = useListNavigation()
  async function choose(provider: SocialProvider) {
    try {
      await flow.connectSocial({ provider })
    } catch {
      showToast(kit, { variant: 'error', message: t('toast.socialFailed') })
    }
  }
  return (
    <ul
      className="wp-list"
      aria-label={t('connect.socials')}
      onKeyDown={onKeyDown}
      data-method="social"
    >
      {providers.map((provider) => (
        <li key={provider}>
          <button
            type="button"
            className="wp-wallet"
            data-wp-item=""
            onClick={() => void choose(provider)}
          >
            {t('connect.continueWith', { provider: t(NAMES[provider]) })}
          </button>
        </li>
      ))}
    </ul>
  )
}
