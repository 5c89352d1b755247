import {
  ConnectTimeoutError,
  goBack,
  pushView,
  type SocialProvider,
  showToast,
} from '@walletport/core'
import { connectSocial } from '@walletport/core/embedded/actions'
import type { CSSProperties } from 'react'
import { SocialMark } from '../../components/SocialMark.js'
import { useListNavigation } from '../../components/useListNavigation.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import { getEmbeddedErrorText } from '../embedded/getEmbeddedErrorText.js'
import { SOCIAL_NAMES } from '../embedded/socialNames.js'
import { useFinishConnect } from '../useFinishConnect.js'

/**
 * The social logins of the embedded wallet, in the configured order. Farcaster shows its
 * QR code (ConnectingFarcaster); the others open the provider in a popup, which browsers
 * allow only from the click itself, so connectSocial runs before anything else.
 */
export function SocialButtons({ providers }: { providers: readonly SocialProvider[] }) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const onKeyDown = useListNavigation()
  const finish = useFinishConnect('ConnectingSocial')

  function choose(provider: SocialProvider) {
    if (provider === 'farcaster') {
      pushView(kit, { view: 'ConnectingFarcaster' })
      return
    }
    const login = connectSocial(kit, { provider })
    pushView(kit, { view: 'ConnectingSocial' })
    login.then(finish, (error: unknown) => {
      if (kit.$view.get() === 'ConnectingSocial') goBack(kit)
      // a timeout shows core's SOCIALS_TIMEOUT alert instead, but that shows once per kit:
      // once it is dismissed, a later timeout gets the toast rather than nothing
      if (!(error instanceof ConnectTimeoutError) || kit.$alert.get() !== 'SOCIALS_TIMEOUT')
        showToast(kit, { variant: 'error', message: getEmbeddedErrorText(t, error, 'social') })
    })
  }

  // the first provider spelled out, full width; with three or more, the others as a row of
  // marks (each named for screen readers and on hover), as the best modals lay them out
  const compact = providers.length > 2
  return (
    <ul
      className="wp-socials"
      aria-label={t('connect.socials')}
      onKeyDown={onKeyDown}
      data-method="social"
      data-compact={compact || undefined}
      // the marks share the row under the first provider evenly
      style={compact ? ({ '--wp-social-marks': providers.length - 1 } as CSSProperties) : undefined}
    >
      {providers.map((provider, index) => {
        const label = t('connect.continueWith', { provider: t(SOCIAL_NAMES[provider]) })
        const iconOnly = compact && index > 0
        return (
          <li key={provider} data-wide={!iconOnly || undefined}>
            <button
              type="button"
              className="wp-wallet wp-social"
              data-wp-item=""
              data-provider={provider}
              aria-label={iconOnly ? label : undefined}
              title={iconOnly ? label : undefined}
              onClick={() => choose(provider)}
            >
              <SocialMark provider={provider} />
              {!iconOnly && <span className="wp-wallet-name">{label}</span>}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
